import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useBalanceQuery } from '@/api/wallet/get-balance'
import { languageTable } from '@/i18n/languages'
import { local, readKey, writeKey } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import * as ui from '@/ui/ui.css'
import { balanceText } from '../lib/account-display'
import * as styles from './account.css'

function RefreshIcon(props: { isSpinning: boolean }) {
  return (
    <svg
      className={styles.refreshIcon}
      data-spinning={props.isSpinning}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="currentColor"
    >
      <path d="M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.74 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z" />
    </svg>
  )
}

function EyeIcon(props: { isHidden: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 5C7 5 2.7 8.1 1 12c1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
      {props.isHidden ? <path d="M3 4.3 4.3 3 21 19.7 19.7 21z" /> : null}
    </svg>
  )
}

/**
 * The wallet balance (spec §2.4): a click refreshes it, the eye hides it as stars and the choice is
 * remembered; a failed load says so and the same button tries again.
 */
export function Balance() {
  const { t } = useLingui()
  const { currency } = getBrand()
  const { language } = usePreferences()
  const balance = useBalanceQuery()
  const [isHidden, setHidden] = useState(() => readKey(local(), storageKeys.hideBalance) === '1')
  const toggle = () => {
    writeKey(local(), storageKeys.hideBalance, isHidden ? null : '1')
    setHidden(!isHidden)
  }
  const isFailed = balance.isError && !balance.isFetching
  const amount =
    balance.data === undefined
      ? '…'
      : balanceText(balance.data, currency, languageTable[language].bcp47, isHidden)
  return (
    <div
      className={styles.balance}
      role="group"
      aria-label={t({ id: 'header.balance', message: 'Wallet balance' })}
    >
      <button
        type="button"
        className={styles.balanceButton}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        aria-busy={balance.isFetching}
        data-state={isFailed ? 'error' : 'ready'}
        data-testid="header-balance"
      >
        {isFailed ? (
          <span data-testid="balance-error">
            {t({ id: 'header.balance.error', message: 'Balance unavailable' })}
          </span>
        ) : (
          <span className={styles.amount} data-testid="balance-amount">
            {amount}
          </span>
        )}
        <span className={ui.visuallyHidden}>
          {isFailed
            ? t({ id: 'system.retry', message: 'Try again' })
            : t({ id: 'header.balance.refresh', message: 'Refresh balance' })}
        </span>
        <RefreshIcon isSpinning={balance.isFetching} />
      </button>
      <button
        type="button"
        className={styles.eyeButton}
        onClick={toggle}
        aria-pressed={isHidden}
        aria-label={t({ id: 'header.balance.hide', message: 'Hide balance' })}
        title={
          isHidden
            ? t({ id: 'header.balance.show', message: 'Show balance' })
            : t({ id: 'header.balance.hide', message: 'Hide balance' })
        }
        data-testid="balance-eye"
      >
        <EyeIcon isHidden={isHidden} />
      </button>
    </div>
  )
}
