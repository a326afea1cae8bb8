import { Link } from '@tanstack/react-router'
import type { HelpCategory } from '@/api/content/get-help'
import * as styles from '../help.css'

/** The categories with their article titles; each title opens the article in the URL. */
export function ArticleList(props: { path: string; categories: HelpCategory[] }) {
  const { path, categories } = props
  return (
    <div className={styles.categories} data-testid="help-list">
      {categories.map((category) => (
        <section
          key={category.id}
          className={styles.category}
          aria-labelledby={`help-cat-${category.id}`}
        >
          <h2 id={`help-cat-${category.id}`} className={styles.categoryTitle}>
            {category.title}
          </h2>
          <ul className={styles.articleList}>
            {category.articles.map((article) => (
              <li key={article.id}>
                <Link
                  to={path}
                  // Ids are digits; a number keeps the URL plain (?article=3).
                  search={(prev: Record<string, unknown>) => ({
                    ...prev,
                    article: Number(article.id),
                  })}
                  className={styles.articleLink}
                  data-testid="help-article-link"
                >
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
