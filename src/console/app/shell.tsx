import { useLingui } from '@lingui/react/macro'
import { Link, Outlet, useNavigate, useRouteContext } from '@tanstack/react-router'
import { useSignOutMutation } from '../api/me'
import { LanguagePicker } from '../ui/language-picker'
import * as styles from '../ui/console.css'
import { MerchantContext, type HeldMerchant, type Me } from './merchant-context'
import { useRoleName } from './role-names'

/** The frame of every merchant page: merchant switcher, navigation by role, language, sign-out. */
export function Shell() {
  const { t } = useLingui()
  const { me, merchant } = useRouteContext({ strict: false }) as { me: Me; merchant: HeldMerchant }
  const navigate = useNavigate()
  const signOut = useSignOutMutation()
  const roleName = useRoleName()
  const merchantId = String(merchant.id)
  const can = (id: string) => merchant.calls.includes(id)
  const handleSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/sign-in' }) })
  return (
    <MerchantContext.Provider value={{ me, merchant }}>
      <header className={styles.header}>
        <span className={styles.headerTitle}>
          {t({ id: 'console.title', message: 'Operator console' })}
        </span>
        <label className={styles.row}>
          <span>{t({ id: 'console.shell.merchant', message: 'Merchant' })}</span>
          <select
            className={styles.input}
            data-testid="merchant-switcher"
            value={merchantId}
            onChange={(event) =>
              void navigate({ to: '/m/$merchantId', params: { merchantId: event.target.value } })
            }
          >
            {me.merchants.map((held) => (
              <option key={held.id} value={String(held.id)}>
                {held.code} ({roleName(held.role)})
              </option>
            ))}
          </select>
        </label>
        <LanguagePicker />
        <Link to="/password" className={styles.headerLink} data-testid="operator-name">
          {me.operator.username}
        </Link>
        <button type="button" className={styles.headerButton} onClick={handleSignOut}>
          {t({ id: 'console.shell.signOut', message: 'Sign out' })}
        </button>
      </header>
      <nav className={styles.nav} aria-label={t({ id: 'console.shell.nav', message: 'Sections' })}>
        <Link
          to="/m/$merchantId"
          params={{ merchantId }}
          className={styles.navLink}
          activeOptions={{ exact: true }}
        >
          {t({ id: 'console.nav.overview', message: 'Overview' })}
        </Link>
        {can('settings.get') && (
          <Link to="/m/$merchantId/settings" params={{ merchantId }} className={styles.navLink}>
            {t({ id: 'console.nav.settings', message: 'Settings' })}
          </Link>
        )}
        {can('audit.search') && (
          <Link to="/m/$merchantId/audit" params={{ merchantId }} className={styles.navLink}>
            {t({ id: 'console.nav.audit', message: 'Audit log' })}
          </Link>
        )}
        {can('dashboard.daily') && (
          <Link to="/m/$merchantId/dashboard" params={{ merchantId }} className={styles.navLink}>
            {t({ id: 'console.nav.dashboard', message: 'Dashboard' })}
          </Link>
        )}
        {can('finance.withdrawals') && (
          <Link to="/m/$merchantId/finance" params={{ merchantId }} className={styles.navLink}>
            {t({ id: 'console.nav.finance', message: 'Finance' })}
          </Link>
        )}
        {can('banners.list') && (
          <Link to="/m/$merchantId/content" params={{ merchantId }} className={styles.navLink}>
            {t({ id: 'console.nav.content', message: 'Content' })}
          </Link>
        )}
        {can('players.search') && (
          <Link to="/m/$merchantId/players" params={{ merchantId }} className={styles.navLink}>
            {t({ id: 'console.nav.players', message: 'Players' })}
          </Link>
        )}
      </nav>
      <main className={styles.page}>
        <Outlet />
      </main>
    </MerchantContext.Provider>
  )
}
