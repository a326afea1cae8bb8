import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatAmount } from '@/lib/money'
import { parseAmount } from '@/lib/typed-amount'
import type { CallOutput } from '../api/types.gen'
import { useMerchant } from '../app/merchant-context'
import { fromZoneInput, toZoneInput } from '../ui/zoned-time'
import { intlLocale } from './finance/merchant-format'
import { MaintenanceMessagePart } from './settings-maintenance-message'
import * as styles from '../ui/console.css'

type Settings = CallOutput<'settings.get'>
type Window = NonNullable<Settings['maintenanceWindow']>

/**
 * Maintenance now, or planned: a window typed in the merchant's zone (auth.me), stored as
 * instants, and the page's message per language. The portal closes and opens by itself at its
 * ends, without a reload.
 */
export function MaintenancePart(props: {
  now: boolean
  window: Settings['maintenanceWindow']
  message: Settings['maintenanceMessage']
  languages: string[]
  onNow: (on: boolean) => void
  onWindow: (window: Settings['maintenanceWindow']) => void
  onMessage: (message: Settings['maintenanceMessage']) => void
  /** Whether what is typed can be saved: no window, or both ends with the end after the start. */
  onValid: (valid: boolean) => void
}) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const zone = merchant.timeZone
  // What the operator types stays as typed until both ends read as times.
  const [start, setStart] = useState(props.window ? toZoneInput(props.window.start, zone) : '')
  const [end, setEnd] = useState(props.window ? toZoneInput(props.window.end, zone) : '')
  const startAt = fromZoneInput(start, zone)
  const endAt = fromZoneInput(end, zone)
  const backwards = startAt !== null && endAt !== null && endAt <= startAt
  const typed = (nextStart: string, nextEnd: string) => {
    setStart(nextStart)
    setEnd(nextEnd)
    const from = fromZoneInput(nextStart, zone)
    const to = fromZoneInput(nextEnd, zone)
    const planned: Window | null = from && to ? { start: from, end: to } : null
    props.onWindow(planned)
    const none = !nextStart && !nextEnd
    props.onValid(none || (planned !== null && planned.end > planned.start))
  }
  const incomplete = !backwards && (start || end) !== '' && (startAt === null || endAt === null)
  return (
    <section className={styles.card} aria-labelledby="maintenance-title">
      <h2 id="maintenance-title">
        {t({ id: 'console.settings.maintenanceTitle', message: 'Maintenance' })}
      </h2>
      <label className={styles.row}>
        <input
          type="checkbox"
          name="maintenance"
          checked={props.now}
          onChange={() => props.onNow(!props.now)}
        />
        <span style={{ flex: '1 1 12rem' }}>
          {t({
            id: 'console.settings.maintenance',
            message: 'Maintenance: the portal is closed now',
          })}
        </span>
      </label>
      <p className={styles.muted}>
        {t({
          id: 'console.settings.windowHint',
          message: `Or plan a window, in the merchant’s time (${zone}): the portal closes at its start and opens again at its end by itself.`,
        })}
      </p>
      <div className={styles.filters}>
        <WallClockField
          label={t({ id: 'console.settings.windowStart', message: 'Closes at' })}
          name="windowStart"
          value={start}
          invalid={backwards}
          onChange={(value) => typed(value, end)}
        />
        <WallClockField
          label={t({ id: 'console.settings.windowEnd', message: 'Opens again at' })}
          name="windowEnd"
          value={end}
          invalid={backwards}
          onChange={(value) => typed(start, value)}
        />
        <button
          className={styles.quietButton}
          type="button"
          disabled={!start && !end}
          onClick={() => typed('', '')}
        >
          {t({ id: 'console.settings.windowClear', message: 'No planned window' })}
        </button>
      </div>
      {incomplete && (
        <p role="alert" className={styles.error}>
          {t({
            id: 'console.settings.windowIncomplete',
            message: 'A planned window needs both its start and its end.',
          })}
        </p>
      )}
      {backwards && (
        <p role="alert" className={styles.error} data-testid="window-backwards">
          {t({
            id: 'console.settings.windowBackwards',
            message: 'The window must end after it starts.',
          })}
        </p>
      )}
      <MaintenanceMessagePart
        message={props.message}
        languages={props.languages}
        onChange={props.onMessage}
      />
    </section>
  )
}

/** A wall-clock time of the merchant's zone, to the second. */
function WallClockField(props: {
  label: string
  name: string
  value: string
  invalid: boolean
  onChange: (value: string) => void
}) {
  return (
    <label className={styles.field}>
      {props.label}
      <input
        className={styles.input}
        type="datetime-local"
        step={1}
        name={props.name}
        value={props.value}
        aria-invalid={props.invalid}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  )
}

/**
 * The countries whose players are refused (ISO 3166-1 alpha-2), named in the operator's language;
 * the country is the one the trusted balancer names.
 */
export function RegionPart(props: {
  countries: string[]
  onChange: (countries: string[]) => void
}) {
  const { t, i18n } = useLingui()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState(false)
  const names = new Intl.DisplayNames([intlLocale(i18n.locale)], { type: 'region' })
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code
    } catch {
      return code
    }
  }
  const add = () => {
    const code = typed.trim().toUpperCase()
    // Two letters Intl knows as a region: a code it does not know comes back as itself.
    const known = /^[A-Z]{2}$/.test(code) && nameOf(code) !== code
    setProblem(!known)
    if (!known) return
    if (!props.countries.includes(code)) props.onChange([...props.countries, code].sort())
    setTyped('')
  }
  return (
    <section className={styles.card} aria-labelledby="region-title">
      <h2 id="region-title">
        {t({ id: 'console.settings.regionTitle', message: 'Blocked countries' })}
      </h2>
      <p className={styles.muted}>
        {t({
          id: 'console.settings.regionHint',
          message:
            'Players from these countries see the “not available in your region” page, and the portal refuses their calls.',
        })}
      </p>
      {props.countries.length === 0 ? (
        <p data-testid="region-none">
          {t({ id: 'console.settings.regionNone', message: 'No country is blocked.' })}
        </p>
      ) : (
        <ul className={styles.row} style={{ listStyle: 'none', padding: 0 }}>
          {props.countries.map((code) => (
            <li key={code} className={styles.chip} data-testid="blocked-country">
              <span>
                {nameOf(code)} <code>{code}</code>
              </span>
              <button
                type="button"
                className={styles.quietButton}
                aria-label={t({
                  id: 'console.settings.regionRemove',
                  message: `Unblock ${nameOf(code)}`,
                })}
                onClick={() => props.onChange(props.countries.filter((other) => other !== code))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.filters}>
        <label className={styles.field}>
          {t({ id: 'console.settings.regionCode', message: 'Country code (two letters)' })}
          <input
            className={styles.input}
            name="country"
            value={typed}
            maxLength={2}
            autoCapitalize="characters"
            aria-invalid={problem}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              add()
            }}
          />
        </label>
        <button className={styles.quietButton} type="button" onClick={add}>
          {t({ id: 'console.settings.regionAdd', message: 'Block' })}
        </button>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {t({
            id: 'console.settings.regionUnknown',
            message: 'Type a country’s two-letter ISO code, such as PH or VN.',
          })}
        </p>
      )}
    </section>
  )
}

/**
 * The finance switches: withdrawals wait for approval or are paid out as placed, and the
 * adjustment amount above which a second operator approves, in the brand's currency.
 */
export function FinancePart(props: {
  finance: Settings['finance']
  onChange: (finance: Settings['finance']) => void
  onAmountValid: (valid: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const { merchant } = useMerchant()
  const locale = intlLocale(i18n.locale)
  const currency = merchant.currency
  const [amount, setAmount] = useState(
    formatAmount(props.finance.adjustmentApprovalAbove, currency, locale),
  )
  const minor = parseAmount(amount, currency, locale)
  return (
    <section className={styles.card} aria-labelledby="finance-title">
      <h2 id="finance-title">{t({ id: 'console.settings.financeTitle', message: 'Finance' })}</h2>
      <label className={styles.row}>
        <input
          type="checkbox"
          name="withdrawalReview"
          checked={props.finance.withdrawalReview}
          onChange={() =>
            props.onChange({ ...props.finance, withdrawalReview: !props.finance.withdrawalReview })
          }
        />
        <span style={{ flex: '1 1 12rem' }}>
          {t({
            id: 'console.settings.withdrawalReview',
            message:
              'Withdrawals wait for approval in the console’s queue (off: paid out as placed)',
          })}
        </span>
      </label>
      <label className={styles.field}>
        {t({
          id: 'console.settings.adjustmentAbove',
          message: `A balance adjustment above this amount (${currency.code}) waits for a second operator`,
        })}
        <input
          className={styles.input}
          name="adjustmentApprovalAbove"
          inputMode="decimal"
          value={amount}
          aria-invalid={minor === null}
          onChange={(event) => {
            const next = parseAmount(event.target.value, currency, locale)
            setAmount(event.target.value)
            props.onAmountValid(next !== null)
            if (next !== null) props.onChange({ ...props.finance, adjustmentApprovalAbove: next })
          }}
        />
      </label>
      {minor === null && (
        <p role="alert" className={styles.error}>
          {t({
            id: 'console.settings.amountInvalid',
            message: `Type an amount of ${currency.code}, with at most ${currency.minorUnits} decimals.`,
          })}
        </p>
      )}
    </section>
  )
}
