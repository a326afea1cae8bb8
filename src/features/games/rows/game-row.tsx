import { useCallback, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { GameItem } from '@/api/games/get-game-list'
import { useVendorName } from '@/api/games/get-vendors'
import { getBrand } from '@/state/brand.store'
import { passLoginCheck } from '@/state/login-check'
import { QueryState, type QueryLike, type QueryStateLabels } from '@/ui/query-state'
import { useCardTexts } from '../list/card-texts'
import { GameCard, imageUrl } from '../list/game-card'
import * as cardStyles from '../list/game-card.css'
import * as styles from './game-rows.css'
import { usePicturesInReach } from './pictures-in-reach'
import { RowPlaceholder } from './row-placeholder'
import { useDeferredAnswer } from './deferred-answer'

const rowActions = () => import('./row-actions')

/** How wide a tile of a row shows (game-rows.css.ts), for the browser's pick of a picture. */
export const rowTileSizes = '(max-width: 640px) 28vw, 170px'

/**
 * Launch and the star, as the list's cards do them (spec §2.6, §4), with their code loaded on the
 * first press. The stars a member turned are kept per user until the lists refresh.
 */
function useRowActions(user: string) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  const [turned, setTurned] = useState<{ user: string; ids: Record<string, boolean> }>({
    user,
    ids: {},
  })
  const turn = useCallback(
    (nodeId: string, value: boolean) =>
      setTurned((current) => ({
        user,
        ids: { ...(current.user === user ? current.ids : {}), [nodeId]: value },
      })),
    [user],
  )
  // A game of a row starts itself, even where its vendor's card lists games (spec §2.6).
  const onLaunch = useCallback(
    (game: GameItem) =>
      void rowActions().then((m) => m.launchTarget({ ...game, isGame: 'GAME' }, navigate, i18n)),
    [navigate, i18n],
  )
  const onToggleFavourite = useCallback(
    (game: GameItem, isFavourite: boolean) => {
      if (!passLoginCheck()) return
      turn(game.nodeId, !isFavourite)
      void rowActions()
        .then((m) => m.saveFavourite(game, !isFavourite, queryClient, i18n))
        .then((saved) => saved || turn(game.nodeId, isFavourite))
    },
    [queryClient, i18n, turn],
  )
  const favouriteOf = (game: GameItem) =>
    (turned.user === user ? turned.ids[game.nodeId] : undefined) ?? game.favourite
  return { onLaunch, onToggleFavourite, favouriteOf }
}

/** What a row of games is called and where its full list is. */
export interface RowCopy {
  title: string
  /** The link to the full list ("See all"), if the row has one. */
  more?: { label: string; to: string }
  /** A line under the title about what the row shows (games suggested in its own place). */
  note?: string
  labels: QueryStateLabels
}

/**
 * A titled line of game cards on Home: the list's own cards (launch, star, hot marker), with the
 * loading, error and empty states of QueryState in their place.
 */
export function GameRow(props: {
  id: string
  copy: RowCopy
  query: QueryLike<GameItem[]>
  user: string
  isHot?: boolean
  children?: ReactNode
}) {
  const { id, copy, user } = props
  // The cards render apart from the answer's blocking update, in a render that yields.
  const query = useDeferredAnswer(props.query)
  const card = useRowActions(user)
  const texts = useCardTexts()
  const { baseUrl } = getBrand().api
  const vendorName = useVendorName()
  const titleId = `home-row-${id}`
  const hasCards = !!query.data?.length
  const pictures = usePicturesInReach(query.data?.length ?? 0)
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        {/* In the head's one line, so that its coming moves nothing under it. */}
        {copy.note ? (
          <p className={styles.note} data-testid={`${titleId}-note`} title={copy.note}>
            {copy.note}
          </p>
        ) : null}
        {copy.more ? (
          <Link to={copy.more.to} className={styles.more}>
            {copy.more.label}
          </Link>
        ) : null}
      </div>
      <div className={styles.body}>
        {/* Loading, empty or failed, the row keeps the height of its cards: the sections under it
            do not move when the answer comes (an empty "recently played" row moved them 163 px). */}
        {hasCards ? null : <CardsSkeleton shown={query.isPending} />}
        <QueryState
          query={query}
          labels={copy.labels}
          look="inline"
          isEmpty={(games) => games.length === 0}
          testId={titleId}
        >
          {(games) => (
            <div
              ref={pictures.track}
              className={styles.track}
              role="list"
              aria-labelledby={titleId}
            >
              {games.map((game, index) => (
                <GameCard
                  isPictureHeld={index >= pictures.reach}
                  key={game.nodeId}
                  game={game}
                  vendorName={vendorName(game.vassalage)}
                  imageSrc={imageUrl(game.thumbnail, baseUrl)}
                  imageSizes={rowTileSizes}
                  isHot={!!props.isHot}
                  isFavourite={card.favouriteOf(game)}
                  texts={texts}
                  position={index + 1}
                  setSize={games.length}
                  onLaunch={card.onLaunch}
                  onToggleFavourite={card.onToggleFavourite}
                />
              ))}
            </div>
          )}
        </QueryState>
      </div>
    </section>
  )
}

/** A game row's place before it mounts: its head's line and its cards' boxes. */
export function GameRowPlaceholder() {
  return (
    <RowPlaceholder>
      <CardsSkeleton shown />
    </RowPlaceholder>
  )
}

/** How many card places a loading row draws: more than a laptop's line shows. */
const skeletonCards = 9

/**
 * The row's cards while they load, drawn with the cards' own boxes (picture, name, vendor line),
 * so that the row keeps the height it will have; not `shown`, the same boxes keep the height
 * unseen under an empty or failed row's message.
 */
function CardsSkeleton(props: { shown: boolean }) {
  return (
    <div
      className={`${styles.track} ${styles.skeleton} ${props.shown ? '' : styles.unseen}`}
      aria-hidden="true"
    >
      {Array.from({ length: skeletonCards }, (_, index) => (
        <div key={index} className={cardStyles.card}>
          <div className={cardStyles.launch}>
            <span className={cardStyles.thumbFallback} />
            <span className={cardStyles.name}>{'\u00a0'}</span>
            <span className={cardStyles.vendor}>{'\u00a0'}</span>
          </div>
        </div>
      ))}
    </div>
  )
}
