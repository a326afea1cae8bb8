import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/state/preferences.store'
import { blogPostsQueryOptions } from '../api/community.queries'
import * as styles from '../community.css'
import { Pager } from '../components/pager'
import { Empty, LoadError, Loading } from '../components/query-states'
import { dateOnly } from '../lib/format'
import { safeImageUrl } from '../lib/urls'

/** The blog: the brand's posts in the interface language, newest first, page by page. */
export function BlogScreen() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const [page, setPage] = useState(1)
  const posts = useQuery({
    ...blogPostsQueryOptions(language, page),
    placeholderData: keepPreviousData,
  })
  return (
    <section className={styles.page} data-testid="blog">
      <h1 className={styles.heading}>{t({ id: 'nav.blog', message: 'Blog' })}</h1>
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <LoadError error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.list.length === 0 ? (
        <Empty title={t({ id: 'blog.empty', message: 'No posts yet.' })} />
      ) : (
        <>
          <ul className={styles.posts}>
            {posts.data.list.map((post) => {
              const cover = safeImageUrl(post.cover)
              return (
                <li key={post.id}>
                  <Link
                    to="/blog/$id"
                    params={{ id: post.id } as never}
                    className={styles.postCard}
                    data-testid="blog-card"
                  >
                    {cover ? (
                      <img
                        className={styles.cover}
                        src={cover}
                        alt=""
                        width={960}
                        height={400}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
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
          <Pager page={page} totalPages={posts.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
