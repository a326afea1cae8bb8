import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import * as styles from './home.css'

/**
 * Home's community strip: the community pages (the referral page when enabled). The chat room is
 * no part of Home: it is a modal every page opens from the right bar (spec §2.5).
 */
export function CommunityStrip() {
  const { t } = useLingui()
  const referral = useCapabilities().flags.has('referralPromotion')
  return (
    <nav
      className={styles.community}
      aria-label={t({ id: 'community.label', message: 'Community' })}
      data-testid="community-links"
    >
      <Link to="/checkin" className={styles.communityLink}>
        {t({ id: 'nav.checkIn', message: 'Daily sign-in' })}
      </Link>
      <Link to="/winners" className={styles.communityLink}>
        {t({ id: 'nav.winners', message: 'Winners' })}
      </Link>
      <Link to="/blog" className={styles.communityLink}>
        {t({ id: 'nav.blog', message: 'Blog' })}
      </Link>
      {referral ? (
        <Link to="/referral" className={styles.communityLink}>
          {t({ id: 'nav.referral', message: 'Invite friends' })}
        </Link>
      ) : null}
    </nav>
  )
}
