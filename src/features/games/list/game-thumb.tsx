import { useState } from 'react'
import * as styles from './game-card.css'

/** Spec §9: a lazy image is tried 3 times before the fallback shows. */
const imageTries = 3

/**
 * A game's picture as the catalogue answers it: 1x and 2x by width, its size set so that nothing
 * moves when it paints, tried again on an error, and a drawn placeholder (no text) while it loads,
 * when it waits, when there is none or when it failed.
 */
export function GameThumb(props: {
  src: string
  src2x: string
  /** How wide the picture shows (the img's sizes), for the browser's pick of the 1x or 2x one. */
  sizes: string
  width: number
  height: number
  /** On the first screen: loaded at once rather than when it comes near the viewport. */
  isEager: boolean
  /** Among the very first pictures: asked for at high priority. */
  isUrgent?: boolean
  /** The picture waits (a row's card beyond what the row shows, pictures-in-reach.ts). */
  isHeld?: boolean
}) {
  const [tries, setTries] = useState(0)
  if (props.isHeld || !props.src || tries >= imageTries)
    return (
      <span
        className={styles.thumbFallback}
        aria-hidden="true"
        // Waiting for the row to come near it, or without a picture (none, or it failed).
        data-testid={props.isHeld && props.src ? 'game-thumb-waiting' : 'game-thumb-fallback'}
      />
    )
  const retry = (url: string) =>
    tries === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${tries}`
  return (
    <img
      // The drawn placeholder is the image's background: the picture covers it once painted, with no
      // render of its own per image (and no animation painting every frame while 30 tiles load).
      className={styles.thumb}
      src={retry(props.src)}
      // Widths, not densities: a small tile on a dense phone screen is served by the 1x picture.
      srcSet={
        props.src2x
          ? `${retry(props.src)} ${props.width}w, ${retry(props.src2x)} ${props.width * 2}w`
          : undefined
      }
      sizes={props.src2x ? props.sizes : undefined}
      alt=""
      width={props.width}
      height={props.height}
      loading={props.isEager ? 'eager' : 'lazy'}
      fetchPriority={props.isUrgent ? 'high' : 'auto'}
      decoding="async"
      data-testid="game-thumb"
      onError={() => setTries((n) => n + 1)}
    />
  )
}
