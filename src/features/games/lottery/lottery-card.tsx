import { Fragment } from 'react'
import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import * as ui from '@/ui/ui.css'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { imageUrl, imageUrl2x } from '../list/game-card'
import { GameThumb } from '../list/game-thumb'
import { countdownParts } from './lottery-lobby'
import { playTypeLabel } from './play-type-labels'
import { useNow } from './use-now'
import * as styles from './lottery.css'

/** How wide a card's picture shows: lottery.css.ts's picture column. */
const pictureSizes = '(max-width: 30rem) 4.5rem, 6rem'

/** The wait until a game's next draw, ticking every second. */
function Countdown(props: { at: string }) {
  const { t } = useLingui()
  const now = useNow()
  const left = Date.parse(props.at) - now
  if (!(left > 0))
    return (
      <span className={styles.countdown}>{t({ id: 'lottery.drawing', message: 'Drawing' })}</span>
    )
  const { days, clock } = countdownParts(left)
  return (
    <span className={styles.countdown}>
      {days > 0
        ? t({ id: 'lottery.nextDraw.days', message: `Next draw in ${days}d ${clock}` })
        : t({ id: 'lottery.nextDraw', message: `Next draw in ${clock}` })}
    </span>
  )
}

/**
 * A lottery game: its picture, name, vendor and play type, its current draw with the time to the
 * next one, the last result, and a favourite star. The card starts the game; the URL's game is
 * marked selected.
 */
export function LotteryCard(props: {
  game: LotteryGame
  /** The vendor's display name; '' while the vendors load or for one they do not list. */
  vendorName: string
  isSelected: boolean
  isFavourite: boolean
  /** The card is on the first screen: its picture loads at once. */
  isPictureEager?: boolean
  onLaunch: (game: LotteryGame) => void
  onToggleFavourite: (game: LotteryGame, isFavourite: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const { game, isFavourite } = props
  const name = game.gameName
  const drawNo = game.drawNo
  const playType = playTypeLabel(game.defaultPlayType)
  const metaParts = [props.vendorName, playType ? i18n._(playType) : ''].filter(Boolean)
  const src = game.image ? imageUrl(game.image.src, getBrand().api.baseUrl) : ''
  return (
    <div
      className={styles.card}
      data-selected={props.isSelected || undefined}
      data-testid="lottery-card"
      data-game-code={game.gameCode}
    >
      <button type="button" className={styles.launch} onClick={() => props.onLaunch(game)}>
        <span className={styles.picture}>
          <GameThumb
            src={src}
            src2x={imageUrl2x(game, src)}
            sizes={pictureSizes}
            width={game.image?.width ?? 240}
            height={game.image?.height ?? 180}
            isEager={!!props.isPictureEager}
          />
        </span>
        <span className={styles.body}>
          <span className={styles.name} data-testid="lottery-name">
            {name}
          </span>
          <span className={styles.meta} data-testid="lottery-meta">
            {/* The line keeps its height while the vendors' names load; it wraps between its
                parts, not inside one ("2-digit lô" stays whole). */}
            {metaParts.length
              ? metaParts.map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 ? ' · ' : null}
                    <span className={styles.metaPart}>{part}</span>
                  </Fragment>
                ))
              : '\u00a0'}
          </span>
          <span className={styles.draw}>
            <span>{t({ id: 'lottery.drawNo', message: `Draw ${drawNo}` })}</span>
            <Countdown at={game.nextDrawAt} />
          </span>
          {game.lastResult.length ? (
            <span className={styles.balls}>
              <span className={ui.visuallyHidden}>
                {t({ id: 'lottery.lastResult', message: 'Last result' })}
              </span>
              {game.lastResult.map((number, index) => (
                <span key={index} className={styles.ball}>
                  {number}
                </span>
              ))}
            </span>
          ) : null}
          <span className={styles.play}>{t({ id: 'lottery.play', message: 'Play' })}</span>
        </span>
      </button>
      <button
        type="button"
        className={styles.star}
        aria-pressed={isFavourite}
        aria-label={
          isFavourite
            ? t({ id: 'lottery.favourite.remove', message: `Remove ${name} from favourites` })
            : t({ id: 'lottery.favourite.add', message: `Add ${name} to favourites` })
        }
        data-testid="lottery-fav"
        onClick={() => props.onToggleFavourite(game, isFavourite)}
      >
        {isFavourite ? '★' : '☆'}
      </button>
    </div>
  )
}
