import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWinnersQuery, type Winner } from '@/api/games/get-winners'
import { languageTable } from '@/i18n/languages'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { isInViewNow } from '@/lib/intersection'
import { formatMoney } from '@/lib/money'
import { prefersReducedMotion } from '@/lib/motion'
import { pageSettled } from '@/lib/settled'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { QueryState } from '@/ui/query-state'
import * as styles from './winners.css'

/** Spec §9: the winner board moves 0.5 px a frame, which at 60 frames a second is 30 px a second. */
const scrollPxPerSecond = 0.5 * 60

/** The rows the window shows (15rem of 2.5rem rows); a longer list scrolls as two copies. */
const visibleRows = 6

/**
 * Scrolls the track upward, wrapping after one copy of the list, while the board is on screen, the
 * pointer is not over it, nothing in it has focus, and the visitor has not asked for reduced motion.
 * A Web Animation of the track's transform: the compositor moves it, so no frame costs the page's
 * main thread anything (a loop of animation frames restyled the track 60 times a second, on screen
 * or not). It starts once the page has settled, as the other endless motion does (src/lib/settled),
 * and is built again, at the same point of its run, when the list's height changes.
 */
function useScroll(isRunning: boolean) {
  const windowRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = windowRef.current
    const track = trackRef.current
    if (!isRunning || !box || !track || typeof track.animate !== 'function') return
    if (prefersReducedMotion()) return
    let animation: Animation | undefined
    let isHeld = false
    let isOnScreen = true
    let isGone = false
    const apply = () => {
      if (!animation) return
      if (isHeld || !isOnScreen) animation.pause()
      else animation.play()
    }
    const build = () => {
      const copy = track.childElementCount > 1 ? track.scrollHeight / 2 : 0
      const progress = animation
        ? Number(animation.currentTime ?? 0) / Number(animation.effect?.getTiming().duration ?? 1)
        : 0
      animation?.cancel()
      animation = undefined
      if (copy <= box.clientHeight) return
      const duration = (copy / scrollPxPerSecond) * 1000
      animation = track.animate(
        [{ transform: 'translateY(0)' }, { transform: `translateY(-${copy}px)` }],
        { duration, iterations: Infinity, easing: 'linear' },
      )
      animation.currentTime = (progress % 1) * duration
      apply()
    }
    const hold = () => {
      isHeld = true
      apply()
    }
    const release = () => {
      isHeld = box.matches(':focus-within')
      apply()
    }
    // Its first call, as observing starts, builds the motion; each later one, at the same point.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(build) : null
    const seen =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            isOnScreen = isInViewNow(entries)
            apply()
          })
        : null
    void pageSettled().then(() => {
      if (isGone) return
      if (resized) resized.observe(track)
      else build()
      seen?.observe(box)
    })
    box.addEventListener('pointerenter', hold)
    box.addEventListener('pointerleave', release)
    box.addEventListener('focusin', hold)
    box.addEventListener('focusout', release)
    return () => {
      isGone = true
      animation?.cancel()
      resized?.disconnect()
      seen?.disconnect()
      box.removeEventListener('pointerenter', hold)
      box.removeEventListener('pointerleave', release)
      box.removeEventListener('focusin', hold)
      box.removeEventListener('focusout', release)
    }
  }, [isRunning])
  return { windowRef, trackRef }
}

function Rows(props: { winners: Winner[]; isCopy?: boolean }) {
  const { language } = usePreferences()
  const { currency } = getBrand()
  const locale = languageTable[language].bcp47
  return (
    <ul className={styles.list} aria-hidden={props.isCopy ? true : undefined}>
      {props.winners.map((winner, i) => (
        <li
          key={`${winner.time}-${i}`}
          className={styles.row}
          data-testid={props.isCopy ? undefined : 'winner'}
        >
          <span className={styles.player}>{winner.player}</span>
          <span className={styles.game}>{winner.gameName}</span>
          <span className={styles.prize}>{formatMoney(winner.prize, currency, locale)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The winner board of Home (spec §2.3): the latest 20 wins of every category, scrolling. */
export function WinnerBoard() {
  const { t } = useLingui()
  const winners = useWinnersQuery()
  const list = winners.data ?? []
  const { windowRef, trackRef } = useScroll(list.length > 0)
  const title = t({ id: 'winners.title', message: 'Latest winners' })
  const labels = useQueryStateLabels(
    t({ id: 'winners.board.empty', message: 'No winners yet. Yours could be the first.' }),
    { error: t({ id: 'winners.error', message: 'The winners could not be loaded.' }) },
  )
  return (
    <section className={styles.board} aria-label={title} data-testid="winner-board">
      <h2 className={styles.title}>{title}</h2>
      <QueryState
        query={winners}
        labels={labels}
        isEmpty={(data) => data.length === 0}
        look="inline"
        testId="winners"
      >
        {() => (
          // Focusable so a keyboard can pause and scroll it (reduced motion leaves it scrollable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div ref={windowRef} className={styles.window} tabIndex={0} data-testid="winner-window">
            <div ref={trackRef} className={styles.track}>
              <Rows winners={list} />
              {list.length > visibleRows ? <Rows winners={list} isCopy /> : null}
            </div>
          </div>
        )}
      </QueryState>
    </section>
  )
}
