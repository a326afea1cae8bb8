import { useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import * as ops from '../finance/operations.css'
import * as own from './content-tabs.css'

/**
 * One tab of the Content section: the route under `/m/$merchantId/content/`, the call that reads
 * it (the tab shows when the role allows that call) and its label. A new content area adds its
 * row here and its route in app/router.tsx.
 */
interface ContentTab {
  path: string
  readCall: string
  label: string
}

function useContentTabs(): ContentTab[] {
  const { t } = useLingui()
  return [
    {
      path: 'banners',
      readCall: 'banners.list',
      label: t({ id: 'console.content.tab.banners', message: 'Banners' }),
    },
    {
      path: 'notices',
      readCall: 'notices.list',
      label: t({ id: 'console.content.tab.notices', message: 'Notices' }),
    },
    {
      path: 'promotions',
      readCall: 'promotions.list',
      label: t({ id: 'console.content.tab.promotions', message: 'Promotions' }),
    },
    {
      path: 'help',
      readCall: 'help.list',
      label: t({ id: 'console.content.tab.help', message: 'Help' }),
    },
    {
      path: 'blog',
      readCall: 'blog.list',
      label: t({ id: 'console.content.tab.blog', message: 'Blog' }),
    },
    {
      path: 'announcements',
      readCall: 'announcements.list',
      label: t({ id: 'console.content.tab.announcements', message: 'Agent announcements' }),
    },
  ]
}

/** The Content section's frame: its title, the tab strip of the areas the role may read, the area. */
export function ContentLayout() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const merchantId = String(merchant.id)
  const tabs = useContentTabs().filter((tab) => merchant.calls.includes(tab.readCall))
  return (
    <>
      <section className={styles.card}>
        <h1>{t({ id: 'console.content.title', message: 'Content' })}</h1>
        <nav
          className={ops.tabs}
          aria-label={t({ id: 'console.content.tabs', message: 'Content areas' })}
        >
          {tabs.map((tab) => (
            <Link
              key={tab.path}
              to={`/m/$merchantId/content/${tab.path}`}
              params={{ merchantId }}
              className={own.tab}
              data-testid={`content-tab-${tab.path}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      </section>
      <Outlet />
    </>
  )
}
