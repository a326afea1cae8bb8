import * as styles from '../community.css'
import { safeImageUrl } from '../lib/urls'

/** A blog post's cover at its drawn size, when its URL is one the page may load; else nothing. */
export function BlogCover(props: { src: string }) {
  const cover = safeImageUrl(props.src)
  if (!cover) return null
  return (
    <img
      className={styles.cover}
      src={cover}
      alt=""
      width={960}
      height={400}
      loading="lazy"
      decoding="async"
    />
  )
}
