import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { evaluate } from '@/config/condition'
import { menus } from '@/config/tables'
import { useCapabilities } from '@/config/use-capabilities'
import { tableMessages } from '@/i18n/table-messages'
import { getBrand } from '@/state/brand.store'
import { CommunityStrip } from './community-strip'
import * as styles from './home.css'
import { LazyWinnerBoard } from './winners/lazy-winner-board'

/** Home: the brand's welcome, what it promises, and a tile per game category with a page. */
export function HomeScreen() {
  const { t, i18n } = useLingui()
  const { displayName } = getBrand()
  const caps = useCapabilities()
  const categories = menus.header.filter(
    (entry) => entry.gameTypes && 'route' in entry.target && evaluate(entry.when, caps),
  )
  const promises = [
    t({ id: 'home.promise.payments', message: 'Fast deposit and withdrawal' }),
    t({ id: 'home.promise.encryption', message: '128-bit encryption' }),
    t({ id: 'home.promise.slots', message: 'About 10,000 slot games' }),
    t({ id: 'home.promise.apps', message: 'Web, H5 and native apps' }),
    t({ id: 'home.promise.support', message: '24/7 support' }),
  ]
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle} data-testid="home-title">
          {t({ id: 'home.welcome', message: `Welcome to ${displayName}` })}
        </h1>
        <p className={styles.heroText}>
          {t({
            id: 'home.intro',
            message: 'Slots, live casino, sports, lottery and more, in one place.',
          })}
        </p>
      </section>
      <ul
        className={styles.promises}
        aria-label={t({ id: 'home.promises', message: 'Why play with us' })}
      >
        {promises.map((promise) => (
          <li key={promise} className={styles.promise}>
            {promise}
          </li>
        ))}
      </ul>
      <CommunityStrip />
      <h2>{t({ id: 'home.categories', message: 'Games' })}</h2>
      <ul className={styles.categories}>
        {categories.map((entry) =>
          'route' in entry.target ? (
            <li key={entry.id}>
              <Link to={entry.target.route} className={styles.category}>
                {i18n._(tableMessages[entry.label] ?? { id: entry.label })}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
      <LazyWinnerBoard />
    </>
  )
}
