import { memo, useState } from 'react'
import type { GameItem } from '@/api/games/get-game-list'
import * as styles from './game-list.css'

/** The texts a card shows, resolved once for the whole grid. */
export interface CardTexts {
  hot: string
  maintenance: string
  addFavourite: (name: string) => string
  removeFavourite: (name: string) => string
}

/** Spec §9: a lazy image is tried 3 times before the fallback shows. */
const imageTries = 3

/** A game's image: http(s) URLs as they are, paths on the platform's origin (where the API is). */
export function imageUrl(path: string, apiBase: string, page = location.href): string {
  try {
    const url = new URL(path, new URL(apiBase, page))
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : ''
  } catch {
    return ''
  }
}

function Thumb(props: { src: string; name: string }) {
  const [tries, setTries] = useState(0)
  if (!props.src || tries >= imageTries)
    return (
      <span className={styles.thumbFallback} aria-hidden="true">
        {props.name.slice(0, 2)}
      </span>
    )
  return (
    <img
      className={styles.thumb}
      src={
        tries === 0 ? props.src : `${props.src}${props.src.includes('?') ? '&' : '?'}retry=${tries}`
      }
      alt=""
      width={240}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setTries((n) => n + 1)}
    />
  )
}

/** One game: thumbnail, name, vendor, hot and maintenance markers, and a favourite star. */
export const GameCard = memo(function GameCard(props: {
  game: GameItem
  vendorName: string
  imageSrc: string
  isHot: boolean
  isFavourite: boolean
  texts: CardTexts
  position: number
  setSize: number
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
        <Thumb src={imageSrc} name={game.gameName} />
        <span className={styles.name} data-testid="game-name">
          {game.gameName}
        </span>
        <span className={styles.vendor}>
          {vendorName}
          {game.maintenance ? ` · ${texts.maintenance}` : ''}
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
