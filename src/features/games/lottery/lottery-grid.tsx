import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { LotteryCard } from './lottery-card'
import * as styles from './lottery.css'

/** What every card of a screen shares: vendor names, the URL's game, favourites, the actions. */
export interface CardContext {
  /** A vendor's display name; '' while the vendors load or for one they do not list, never its code. */
  vendorName: (code: string) => string
  isSelected: (game: LotteryGame) => boolean
  isFavourite: (game: LotteryGame) => boolean
  onLaunch: (game: LotteryGame) => void
  onToggleFavourite: (game: LotteryGame, isFavourite: boolean) => void
}

/** Lottery games as a grid of cards. */
export function LotteryGrid(props: {
  games: LotteryGame[]
  cards: CardContext
  testId?: string
  /** How many of the first cards are on the first screen: their pictures load at once. */
  eagerPictures?: number
}) {
  const { cards, eagerPictures = 0 } = props
  return (
    <ul className={styles.grid} data-testid={props.testId}>
      {props.games.map((game, index) => (
        <li key={`${game.vendor}/${game.gameCode}`}>
          <LotteryCard
            game={game}
            vendorName={cards.vendorName(game.vendor)}
            isSelected={cards.isSelected(game)}
            isFavourite={cards.isFavourite(game)}
            isPictureEager={index < eagerPictures}
            onLaunch={cards.onLaunch}
            onToggleFavourite={cards.onToggleFavourite}
          />
        </li>
      ))}
    </ul>
  )
}
