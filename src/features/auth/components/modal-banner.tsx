import { useQuery } from '@tanstack/react-query'
import { call } from '../../../api/client'
import * as styles from '../auth.css'

interface Banner {
  bannerId: string
  url: string
  title: string
  width: number
  height: number
}

/** The first banner of a modal's group (w_login, w_reg); nothing while loading, failing or empty. */
export function ModalBanner(props: { group: 'w_login' | 'w_reg' }) {
  const banners = useQuery({
    queryKey: ['content', 'banners', props.group],
    queryFn: ({ signal }) =>
      call<{ list: Banner[] }>('content.banners', { query: { group: props.group }, signal }),
    staleTime: 5 * 60_000,
  })
  const banner = banners.data?.list[0]
  if (!banner) return null
  return (
    <img
      className={styles.banner}
      src={banner.url}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      data-testid={`banner-${props.group}`}
    />
  )
}
