import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { countdownParts } from './lottery-lobby'
import { useNow } from './use-now'
import * as styles from './lottery.css'

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
 * A lottery game: name, vendor and play type, its current draw with the time to the next one, the
 * last result, and a favourite star. The card starts the game; the URL's game is marked selected.
 */
export function LotteryCard(props: {
  game: LotteryGame
  vendorName: string
  isSelected: boolean
  isFavourite: boolean
  onLaunch: (game: LotteryGame) => void
  onToggleFavourite: (game: LotteryGame, isFavourite: boolean) => void
}) {
  const { t } = useLingui()
  const { game, isFavourite } = props
  const name = game.gameName
  const drawNo = game.drawNo
  return (
    <div
      className={styles.card}
      data-selected={props.isSelected || undefined}
      data-testid="lottery-card"
      data-game-code={game.gameCode}
    >
      <button type="button" className={styles.launch} onClick={() => props.onLaunch(game)}>
        <span className={styles.name} data-testid="lottery-name">
          {name}
        </span>
        <span className={styles.meta}>
          {props.vendorName} · {game.defaultPlayType}
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
