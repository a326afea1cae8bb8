import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isInViewNow } from '@/lib/intersection'
import { formatAmount } from '@/lib/money'
import { jackpotAt, jackpotStepMs, nextJackpot } from './jackpot-growth'
import { languageTable } from '@/i18n/languages'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import * as ui from '@/ui/ui.css'
import * as styles from './jackpot.css'

/** A digit's column, 0 to 9 a line each: one text, not ten elements (eleven digits a figure). */
const column = '0\n1\n2\n3\n4\n5\n6\n7\n8\n9'

/** The jackpot (hundredths) in the brand's currency decimals: 165.11 shows as 165 in dong. */
function toMinor(hundredths: number, minorUnits: number) {
  return Math.round((hundredths * 10 ** minorUnits) / 100)
}

/**
 * Runs a tick every 3000 ms while the element is on screen and the tab is visible; a fresh start
 * takes the value of the moment, so every visitor sees about the same figure (spec §4).
 */
function useJackpot() {
  const ref = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState(() => jackpotAt(Date.now()))
  useEffect(() => {
    const element = ref.current
    let isOnScreen = true
    let timer: ReturnType<typeof setInterval> | undefined
    const update = () => {
      const shouldRun = isOnScreen && document.visibilityState === 'visible'
      if (shouldRun && timer === undefined) {
        setValue(jackpotAt(Date.now()))
        timer = setInterval(() => setValue(nextJackpot), jackpotStepMs)
      } else if (!shouldRun && timer !== undefined) {
        clearInterval(timer)
        timer = undefined
      }
    }
    const observer =
      typeof IntersectionObserver === 'function' && element
        ? new IntersectionObserver((entries) => {
            isOnScreen = isInViewNow(entries)
            update()
          })
        : null
    if (observer && element) observer.observe(element)
    document.addEventListener('visibilitychange', update)
    update()
    return () => {
      observer?.disconnect()
      document.removeEventListener('visibilitychange', update)
      clearInterval(timer)
    }
  }, [])
  return { ref, value }
}

/** The jackpot counter of /rng (spec §2.2, §4): rolling digits with the brand's currency symbol. */
export function Jackpot() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { currency } = getBrand()
  const { ref, value } = useJackpot()
  const text = formatAmount(
    toMinor(value, currency.minorUnits),
    currency,
    languageTable[language].bcp47,
  )
  return (
    <div ref={ref} className={styles.jackpot} data-testid="jackpot">
      <p className={styles.label}>{t({ id: 'jackpot.title', message: 'Jackpot' })}</p>
      <p className={styles.figure} data-testid="jackpot-value" data-value={text}>
        {/* Read as one figure: the rolling digits below are hidden from screen readers. */}
        <span className={ui.visuallyHidden}>{`${currency.symbol} ${text}`}</span>
        <span className={styles.symbol} aria-hidden="true">
          {currency.symbol}
        </span>
        {[...text].map((char, i) =>
          // Digits roll; separators stay. Keys count from the end, so a new leading digit
          // does not make every column roll.
          /\d/.test(char) ? (
            <span
              key={text.length - i}
              className={styles.digit}
              aria-hidden="true"
              data-digit={char}
            >
              <span
                className={styles.column}
                style={{ transform: `translateY(-${Number(char)}em)` }}
              >
                {column}
              </span>
              {/* The window is as wide as its digit, whatever the column holds. */}
              <span className={styles.sizer}>{char}</span>
            </span>
          ) : (
            <span key={text.length - i} aria-hidden="true">
              {char}
            </span>
          ),
        )}
      </p>
    </div>
  )
}
