import { useMemo, type MouseEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import type { HelpArticle, HelpCategory } from '@/api/content/get-help'
import * as styles from '../help.css'

/** One article: its category, title and sanitized body; route links inside stay in the app. */
export function ArticleView(props: { path: string; category: HelpCategory; article: HelpArticle }) {
  const { path, category, article } = props
  const { t } = useLingui()
  const navigate = useNavigate()
  const html = useMemo(() => sanitizeOperatorHtml(article.content), [article.content])
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
    const link = (event.target as Element).closest('a[data-route]')
    const href = link?.getAttribute('href')
    if (!href) return
    event.preventDefault()
    void navigate({ href })
  }
  return (
    <article className={styles.article} data-testid="help-article" aria-labelledby="help-article">
      <Link
        to={path}
        search={(prev: Record<string, unknown>) => ({
          ...prev,
          article: undefined,
          topic: undefined,
        })}
        className={styles.back}
        data-testid="help-back"
      >
        {t({ id: 'help.allArticles', message: '← All articles' })}
      </Link>
      <p className={styles.brandLine}>{category.title}</p>
      <h2 id="help-article" className={styles.articleTitle}>
        {article.title}
      </h2>
      {/* Operator HTML, sanitized by lib/safe-html: route links carry data-route. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches clicks on the links inside, which are keyboard-reachable themselves */}
      <div
        className={styles.body}
        data-testid="help-article-body"
        onClick={handleClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  )
}
