import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { GameItem } from '@/api/games/get-game-list'
import { useVendorName } from '@/api/games/get-vendors'
import { QueryState, type QueryLike, type QueryStateLabels } from '@/ui/query-state'
import { GameCard } from '../list/game-card'
import { useCardActions } from '../list/use-card-actions'
import * as styles from './game-rows.css'

/** What a row of games is called and where its full list is. */
export interface RowCopy {
  title: string
  /** The link to the full list ("See all"), if the row has one. */
  more?: { label: string; to: string }
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
  const { id, copy, query, user } = props
  const card = useCardActions(user)
  const vendorName = useVendorName()
  const titleId = `home-row-${id}`
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        {copy.more ? (
          <Link to={copy.more.to} className={styles.more}>
            {copy.more.label}
          </Link>
        ) : null}
      </div>
      {query.isPending ? <div className={styles.placeholder} aria-hidden="true" /> : null}
      <QueryState
        query={query}
        labels={copy.labels}
        look="inline"
        isEmpty={(games) => games.length === 0}
        testId={titleId}
      >
        {(games) => (
          <div className={styles.track} role="list" aria-labelledby={titleId}>
            {games.map((game, index) => (
              <GameCard
                key={game.nodeId}
                game={game}
                vendorName={vendorName(game.vassalage)}
                imageSrc={card.imageSrc(game)}
                isHot={!!props.isHot}
                isFavourite={card.favouriteOf(game)}
                texts={card.texts}
                position={index + 1}
                setSize={games.length}
                onLaunch={card.onLaunch}
                onToggleFavourite={card.onToggleFavourite}
              />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  )
}
