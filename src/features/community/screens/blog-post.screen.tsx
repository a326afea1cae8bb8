import { useMemo, type MouseEvent } from 'react'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePreferences } from '@/state/preferences.store'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { blogPostQueryOptions } from '@/api/community/get-blog-post'
import * as styles from '../community.css'
import { dateOnly } from '../lib/format'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import { BlogCover } from '../components/blog-cover'

/** One blog post: cover, title, date and the sanitised HTML body. */
export function BlogPostScreen() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const navigate = useNavigate()
  const { id = '' } = useParams({ strict: false }) as { id?: string }
  const validId = /^\d{1,18}$/.test(id)
  const post = useQuery({ ...blogPostQueryOptions(id), enabled: validId })
  const html = useMemo(() => (post.data ? sanitizeOperatorHtml(post.data.body) : ''), [post.data])
  // Site links in the body move inside the app instead of reloading the page.
  const followRoute = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href') ?? ''
    if (!anchor || !/^\/(?!\/)/.test(href) || event.ctrlKey || event.metaKey || event.shiftKey)
      return
    event.preventDefault()
    void navigate({ to: href })
  }
  const labels = useQueryStateLabels()
  const back = (
    <Link to="/blog" className={ui.button} data-testid="blog-back">
      {t({ id: 'blog.back', message: 'Back to the blog' })}
    </Link>
  )
  const missing = !validId || (post.error instanceof ApiError && post.error.details.status === 404)
  if (missing)
    return (
      <section className={styles.page}>
        <StatusPanel
          headingLevel={1}
          testId="blog-missing"
          title={t({ id: 'blog.missing', message: 'This post does not exist.' })}
        />
        {back}
      </section>
    )
  return (
    <article className={styles.page} data-testid="blog-post">
      {back}
      <QueryState query={post} labels={labels} testId="blog-post">
        {(data) => {
          return (
            <>
              <BlogCover src={data.cover} />
              <h1 className={styles.heading}>{data.title}</h1>
              <time className={styles.muted} dateTime={data.publishedAt}>
                {dateOnly(data.publishedAt, language)}
              </time>
              {/* Sanitised above with DOMPurify (HTML profile). The click handler only routes
                  clicks on the body's links, which are keyboard-reachable anchors themselves. */}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
              <div
                className={styles.article}
                onClick={followRoute}
                data-testid="blog-body"
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </>
          )
        }}
      </QueryState>
    </article>
  )
}
