import { useState } from 'react'
import { Link, useLocation, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import { openCustomerService } from '@/state/customer-service'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { useHelpQuery, type HelpCategory } from '@/api/content/get-help'
import { ArticleList } from './components/article-list'
import { ArticleView } from './components/article-view'
import { findArticle, searchHelp } from './lib/search'
import * as styles from './help.css'

/**
 * The open article's id from the URL (?article=3), or null; ?topic=terms names a category by its
 * id instead and opens its first article (the registration form links the terms so).
 */
function useArticleParam(categories: readonly HelpCategory[]): string | null {
  const search = useSearch({ strict: false }) as { article?: unknown; topic?: unknown }
  const value = search.article
  if (typeof value === 'number' || (typeof value === 'string' && value)) return String(value)
  if (typeof search.topic !== 'string' || !search.topic) return null
  return categories.find((c) => c.id === search.topic)?.articles[0]?.id ?? search.topic
}

/** Categories that hold at least one article. */
const withArticles = (categories: HelpCategory[]) => categories.filter((c) => c.articles.length > 0)

function HelpContent({ path }: { path: string }) {
  const { t } = useLingui()
  const help = useHelpQuery()
  const labels = useQueryStateLabels(
    t({ id: 'help.empty', message: 'There are no help articles yet.' }),
    {
      loading: t({ id: 'help.loading', message: 'Loading help articles…' }),
      error: t({ id: 'help.error', message: 'The help centre could not be loaded.' }),
    },
  )
  return (
    <QueryState
      query={help}
      labels={labels}
      isEmpty={(data) => withArticles(data.categories).length === 0}
      testId="help"
    >
      {(data) => <HelpBody path={path} categories={withArticles(data.categories)} />}
    </QueryState>
  )
}

/** The open article, or the search box over the list of articles. */
function HelpBody(props: { path: string; categories: HelpCategory[] }) {
  const { path, categories } = props
  const { t } = useLingui()
  const articleId = useArticleParam(categories)
  const [query, setQuery] = useState('')
  if (articleId) {
    const found = findArticle(categories, articleId)
    if (!found)
      return (
        <StatusPanel
          testId="help-missing"
          title={t({ id: 'help.missing', message: 'This article was not found.' })}
          action={
            <Link
              to={path}
              search={(prev: Record<string, unknown>) => ({
                ...prev,
                article: undefined,
                topic: undefined,
              })}
              className={ui.button}
            >
              {t({ id: 'help.allArticles', message: '← All articles' })}
            </Link>
          }
        />
      )
    return <ArticleView path={path} category={found.category} article={found.article} />
  }
  const matches = searchHelp(categories, query)
  return (
    <>
      <label className={styles.search}>
        {t({ id: 'help.search', message: 'Search the help centre' })}
        <input
          type="search"
          className={ui.input}
          value={query}
          maxLength={100}
          placeholder={t({ id: 'help.searchPlaceholder', message: 'e.g. deposit, password' })}
          data-testid="help-search"
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {matches.length ? (
        <ArticleList path={path} categories={matches} />
      ) : (
        <StatusPanel
          testId="help-no-match"
          title={t({ id: 'help.noMatch', message: `No articles match “${query.trim()}”.` })}
          message={t({ id: 'help.noMatchHint', message: 'Try other words.' })}
        />
      )}
    </>
  )
}

function ContactStrip() {
  const { t } = useLingui()
  return (
    <section className={styles.contact} aria-label={t({ id: 'help.more', message: 'More help' })}>
      <p className={styles.contactText}>
        {t({
          id: 'help.moreText',
          message: 'Did not find your answer? Our support team is here 24/7.',
        })}
      </p>
      <button
        type="button"
        className={ui.buttonPrimary}
        data-testid="help-customer-service"
        onClick={() => void openCustomerService()}
      >
        {t({ id: 'help.customerService', message: 'Contact customer service' })}
      </button>
      <Link to="/feedback" className={ui.button} data-testid="help-feedback">
        {t({ id: 'help.feedback', message: 'Send feedback' })}
      </Link>
    </section>
  )
}

/** /help: the help centre inside the site's layout. */
export function HelpArticlesScreen() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'nav.help', message: 'Help' })}</h1>
      <HelpContent path={pathname} />
      <ContactStrip />
    </div>
  )
}

/** /helpmc: the help centre on its own, without the site's header (for app web views). */
export function HelpCentreScreen() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { displayName } = getBrand()
  return (
    <div className={`${styles.page} ${styles.standalone}`}>
      <p className={styles.brandLine}>{displayName}</p>
      <h1 className={styles.title}>{t({ id: 'nav.helpCentre', message: 'Help centre' })}</h1>
      <HelpContent path={pathname} />
      <ContactStrip />
    </div>
  )
}
