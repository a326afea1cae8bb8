import { memo } from 'react'
import type { GameItem } from '@/api/games/get-game-list'
import * as styles from './game-card.css'
import { GameThumb } from './game-thumb'

/** The texts a card shows, resolved once for the whole grid. */
export interface CardTexts {
  hot: string
  maintenance: string
  addFavourite: (name: string) => string
  removeFavourite: (name: string) => string
}

/** A game's image: http(s) URLs as they are, paths on the platform's origin (where the API is). */
export function imageUrl(path: string, apiBase: string, page = location.href): string {
  try {
    const url = new URL(path, new URL(apiBase, page))
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : ''
  } catch {
    return ''
  }
}

/** The first cards load at once (the first screen); the first four ask for high priority. */
const eagerCards = 8
const urgentCards = 4

/** The 2x picture's URL, on the same origin as the 1x one the grid resolved; '' when there is none. */
export function imageUrl2x(game: { image?: { src2x: string } }, src: string): string {
  if (!game.image || !src) return ''
  try {
    const url = new URL(game.image.src2x, src)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : ''
  } catch {
    return ''
  }
}

/** One game: thumbnail, name, vendor, hot and maintenance markers, and a favourite star. */
export const GameCard = memo(function GameCard(props: {
  game: GameItem
  vendorName: string
  imageSrc: string
  /** How wide the tile shows (the img's sizes), for the browser's pick of the 1x or 2x picture. */
  imageSizes: string
  isHot: boolean
  isFavourite: boolean
  texts: CardTexts
  position: number
  setSize: number
  /** The picture waits (a row's card beyond what the row shows, pictures-in-reach.ts). */
  isPictureHeld?: boolean
  onLaunch: (game: GameItem) => void
  onToggleFavourite: (game: GameItem, isFavourite: boolean) => void
}) {
  const { game, vendorName, imageSrc, isHot, isFavourite, texts, onLaunch, onToggleFavourite } =
    props
  return (
    <div
      className={styles.card}
      role="listitem"
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
    >
      <button type="button" className={styles.launch} onClick={() => onLaunch(game)}>
        <GameThumb
          src={imageSrc}
          src2x={imageUrl2x(game, imageSrc)}
          sizes={props.imageSizes}
          isEager={props.position <= eagerCards}
          isUrgent={props.position <= urgentCards}
          isHeld={!!props.isPictureHeld}
          width={game.image?.width ?? 240}
          height={game.image?.height ?? 180}
        />
        <span className={styles.name} data-testid="game-name">
          {game.gameName}
        </span>
        <span className={styles.vendor} data-testid="game-vendor">
          {/* The line keeps its height while the vendors' names load: the row under it, and every
              section under the row, moved 18 px when the names came. */}
          {[vendorName, game.maintenance ? texts.maintenance : ''].filter(Boolean).join(' · ') ||
            '\u00a0'}
        </span>
      </button>
      {isHot ? (
        <span className={styles.hotBadge} data-testid="game-hot">
          {texts.hot}
        </span>
      ) : null}
      <button
        type="button"
        className={styles.star}
        aria-pressed={isFavourite}
        aria-label={
          isFavourite ? texts.removeFavourite(game.gameName) : texts.addFavourite(game.gameName)
        }
        data-testid="game-fav"
        onClick={() => onToggleFavourite(game, isFavourite)}
      >
        {isFavourite ? '★' : '☆'}
      </button>
    </div>
  )
})
