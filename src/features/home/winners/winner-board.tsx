import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWinnersQuery, type Winner } from '@/api/games/get-winners'
import { languageTable } from '@/i18n/languages'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { formatMoney } from '@/lib/money'
import { prefersReducedMotion } from '@/lib/motion'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { QueryState } from '@/ui/query-state'
import * as styles from './winners.css'

/** Spec §9: the winner board moves 0.5 px a frame. */
const stepPx = 0.5

/** The rows the window shows (15rem of 2.5rem rows); a longer list scrolls as two copies. */
const visibleRows = 6

/**
 * Scrolls the track upward 0.5 px a frame, wrapping after one copy of the list, while the pointer
 * is not over it, nothing in it has focus, and the visitor has not asked for reduced motion.
 */
function useScroll(isRunning: boolean) {
  const windowRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = windowRef.current
    const track = trackRef.current
    if (!isRunning || !box || !track) return
    if (prefersReducedMotion()) return
    let offset = 0
    let isPaused = false
    let frame = 0
    const pause = () => (isPaused = true)
    const resume = () => (isPaused = box.matches(':focus-within'))
    const step = () => {
      const copy = track.childElementCount > 1 ? track.scrollHeight / 2 : 0
      if (!isPaused && copy > box.clientHeight) {
        offset = (offset + stepPx) % copy
        track.style.transform = `translateY(-${offset}px)`
      }
      frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    box.addEventListener('pointerenter', pause)
    box.addEventListener('pointerleave', resume)
    box.addEventListener('focusin', pause)
    box.addEventListener('focusout', resume)
    return () => {
      cancelAnimationFrame(frame)
      box.removeEventListener('pointerenter', pause)
      box.removeEventListener('pointerleave', resume)
      box.removeEventListener('focusin', pause)
      box.removeEventListener('focusout', resume)
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
