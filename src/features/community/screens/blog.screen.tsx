import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useBlogPostsQuery } from '@/api/community/get-blog-posts'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { usePreferences } from '@/state/preferences.store'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as styles from '../community.css'
import { dateOnly } from '../lib/format'
import { BlogCover } from '../components/blog-cover'

/** The blog: the brand's posts in the interface language, newest first, page by page. */
export function BlogScreen() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const [page, setPage] = useState(1)
  const posts = useBlogPostsQuery(page)
  const labels = useQueryStateLabels(t({ id: 'blog.empty', message: 'No posts yet.' }))
  const pagerLabels = usePagerLabels()
  return (
    <section className={styles.page} data-testid="blog">
      <h1 className={styles.heading}>{t({ id: 'nav.blog', message: 'Blog' })}</h1>
      <QueryState
        query={posts}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="blog"
      >
        {({ list, totalPages }) => (
          <>
            <ul className={styles.posts}>
              {list.map((post) => {
                return (
                  <li key={post.id}>
                    <Link
                      to="/blog/$id"
                      params={{ id: post.id } as never}
                      className={styles.postCard}
                      data-testid="blog-card"
                    >
                      <BlogCover src={post.cover} />
                      <div className={styles.postText}>
                        <h2 className={styles.postTitle}>{post.title}</h2>
                        <time className={styles.muted} dateTime={post.publishedAt}>
                          {dateOnly(post.publishedAt, language)}
                        </time>
                        <p className={styles.muted}>{post.summary}</p>
                      </div>
                    </Link>
                  </li>
                )
              })}
            </ul>
            <Pager
              current={page}
              totalPages={totalPages}
              onChange={setPage}
              labels={pagerLabels}
              testId="pager"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
