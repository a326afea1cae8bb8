import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { brandAssetUrl } from '../../config/brand'
import { evaluate } from '../../config/condition'
import { menus, type MenuEntry } from '../../config/tables'
import { useCapabilities } from '../../config/use-capabilities'
import { tableMessages } from '../../i18n/table-messages'
import { getBrand } from '../../state/brand.store'
import { usePreferences } from '../../state/preferences.store'
import { endSession } from '../../state/session-actions'
import { useSession } from '../../state/session.store'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as ui from '../../ui/ui.css'
import { HeaderLogin } from './header-login'
import { LanguageSwitch } from './language-switch'
import * as styles from './layout.css'

/** Where a header entry links: its route, or for games started directly the page they start from. */
function entryPath(entry: MenuEntry): { to: string; search?: Record<string, string> } {
  if ('route' in entry.target) return { to: entry.target.route }
  if (entry.target.launch === 'vendorGame')
    return { to: '/game', search: { vendor: entry.target.vendor ?? '' } }
  return { to: '/lottery' }
}

/** The header: logo, language, sign-in buttons, and the category bar built from menus.json. */
export function Header() {
  const { t, i18n } = useLingui()
  const brand = getBrand()
  const caps = useCapabilities()
  const { theme } = usePreferences()
  const { token, username } = useSession()
  const navigate = useNavigate()
  const [isConfirmingSignOut, setConfirmingSignOut] = useState(false)
  const signOut = async () => {
    setConfirmingSignOut(false)
    await endSession()
    await navigate({ to: '/' }).catch(() => undefined)
  }
  const entries = menus.header.filter((entry) => evaluate(entry.when, caps))
  return (
    <header className={styles.header} data-region="header">
      <div className={styles.headerTop}>
        <Link to="/" className={styles.logoLink}>
          <img
            className={styles.logo}
            src={brandAssetUrl(brand, brand.theme[theme].logo)}
            alt={brand.displayName}
            width={160}
            height={40}
            data-testid="brand-logo"
          />
        </Link>
        <div className={styles.headerActions}>
          <LanguageSwitch />
          {token ? (
            <>
              <span data-testid="header-user">{username}</span>
              <button
                type="button"
                className={ui.button}
                data-testid="header-sign-out"
                onClick={() => setConfirmingSignOut(true)}
              >
                {t({ id: 'header.signOut', message: 'Sign out' })}
              </button>
            </>
          ) : (
            <HeaderLogin />
          )}
        </div>
      </div>
      {isConfirmingSignOut ? (
        <ConfirmDialog
          message={t({ id: 'header.signOut.confirm', message: 'Are you sure to sign out?' })}
          cancelLabel={t({ id: 'dialog.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'dialog.confirm', message: 'Confirm' })}
          onCancel={() => setConfirmingSignOut(false)}
          onConfirm={() => void signOut()}
        />
      ) : null}
      <nav
        className={styles.nav}
        aria-label={t({ id: 'header.categories', message: 'Game categories' })}
      >
        <ul className={styles.navList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                {...entryPath(entry)}
                className={styles.navLink}
                activeOptions={{ exact: true, includeSearch: false }}
                data-testid={`nav-${entry.id}`}
              >
                {i18n._(tableMessages[entry.label] ?? { id: entry.label })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
