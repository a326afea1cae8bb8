import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { brandAssetUrl } from '@/config/brand'
import { evaluate } from '@/config/condition'
import { menus } from '@/config/tables'
import { useCapabilities } from '@/config/use-capabilities'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { afterLargestPaint } from '@/lib/largest-paint'
import { lazyPart, LazyPartView } from '@/ui/lazy-part'
import * as ui from '@/ui/ui.css'
import { AccountPlaceholder } from './account/account-placeholder'
// The brand's header and navigation layout (brand.json layout), keyed on <html>'s data attributes.
import './brand-layout.css'
import { CategoryNav } from './category-nav'
import * as navStyles from './category-nav.css'
import { HeaderLogin } from './header-login'
import { LanguageSwitch } from './language-switch'
import * as styles from './layout.css'

// The signed-in parts (balance, avatar, drop-down) load only when there is a token, and after the
// first screen's largest paint (docs/performance.md), so that they do not share the banner image's
// bandwidth. The username holds their place meanwhile.
const headerAccount = lazyPart(
  () => afterLargestPaint().then(() => import('./account/header-account')),
  'HeaderAccount',
)

/**
 * The header (spec §2.4): on top the language and either the inline login or the member's
 * deposit, balance and account menu; below, the logo and the category bar built from menus.json.
 */
export function Header() {
  const { t } = useLingui()
  const brand = getBrand()
  const caps = useCapabilities()
  const { theme } = usePreferences()
  const { token } = useSession()
  const entries = menus.header.filter((entry) => evaluate(entry.when, caps))
  return (
    <header className={styles.header} data-region="header">
      <div className={styles.headerTop}>
        <div className={styles.headerActions}>
          <LanguageSwitch />
          {token ? (
            <LazyPartView
              key={token}
              part={headerAccount}
              props={{}}
              fallback={<AccountPlaceholder />}
              renderError={(retry) => (
                <button
                  type="button"
                  className={ui.button}
                  onClick={retry}
                  data-testid="header-account-retry"
                >
                  {t({ id: 'header.account.retry', message: 'Account did not load, try again' })}
                </button>
              )}
            />
          ) : (
            <HeaderLogin />
          )}
        </div>
      </div>
      <div className={styles.nav}>
        <div className={navStyles.bar}>
          <Link to="/" className={navStyles.logoLink}>
            <img
              className={navStyles.logo}
              src={brandAssetUrl(brand, brand.theme[theme].logo)}
              alt={brand.displayName}
              width={160}
              height={40}
              data-testid="brand-logo"
            />
          </Link>
          <CategoryNav entries={entries} />
        </div>
      </div>
    </header>
  )
}
