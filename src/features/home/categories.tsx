import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { evaluate } from '@/config/condition'
import { menus } from '@/config/tables'
import { useCapabilities } from '@/config/use-capabilities'
import { tableLabel } from '@/i18n/table-label'
import * as styles from './home.css'

/** Home's category links: a tile per game category with a page (the header's menu entries). */
export function CategoryLinks() {
  const { t, i18n } = useLingui()
  const caps = useCapabilities()
  const categories = menus.header.filter(
    (entry) => entry.gameTypes && 'route' in entry.target && evaluate(entry.when, caps),
  )
  return (
    <section aria-labelledby="home-categories" data-testid="home-categories">
      <h2 id="home-categories" className={styles.sectionTitle}>
        {t({ id: 'home.categories', message: 'Games' })}
      </h2>
      <ul className={styles.categories}>
        {categories.map((entry) =>
          'route' in entry.target ? (
            <li key={entry.id}>
              <Link to={entry.target.route} className={styles.category}>
                {tableLabel(i18n, entry.label)}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  )
}
