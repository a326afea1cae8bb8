import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { openModal } from '@/state/modals.store'
import * as styles from './home.css'

/** Home's community strip: the chat room modal and the community pages (the referral page when enabled). */
export function CommunityStrip() {
  const { t } = useLingui()
  const referral = useCapabilities().flags.has('referralPromotion')
  return (
    <nav
      className={styles.community}
      aria-label={t({ id: 'community.label', message: 'Community' })}
      data-testid="community-links"
    >
      <button
        type="button"
        className={styles.communityPrimary}
        onClick={() => openModal('chatRoom')}
        data-testid="open-chat"
      >
        {t({ id: 'chat.open', message: 'Chat room' })}
      </button>
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
