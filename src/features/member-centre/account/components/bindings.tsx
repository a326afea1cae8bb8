import { useLingui } from '@lingui/react/macro'
import type { MemberProfile } from '@/api/member/get-profile'
import { useFormatters } from '@/i18n/format'
import { openModal } from '@/state/modals.store'
import * as ui from '@/ui/ui.css'
import * as styles from '../../money/money.css'

/** Bound email and phone, the social sign-in link (fixed once confirmed, spec §4), and the password. */
export function Bindings({ profile }: { profile: MemberProfile }) {
  const { t } = useLingui()
  const format = useFormatters()
  const notBound = t({ id: 'member.security.notBound', message: 'Not bound' })
  const link = profile.socialLink
  const since = link ? format.date(link.linkedTime) : ''
  const provider =
    link?.provider === 'phone'
      ? t({ id: 'member.security.socialPhone', message: 'Phone sign-in' })
      : (link?.provider ?? '')
  return (
    <div className={styles.card} data-testid="security-bindings">
      <h3 className={styles.cardTitle}>
        {t({ id: 'member.security.bindings', message: 'Security' })}
      </h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.security.email', message: 'Email' })}
          </dt>
          <dd className={styles.factValue} data-testid="security-email">
            {profile.email ?? notBound}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.security.mobile', message: 'Phone' })}
          </dt>
          <dd className={styles.factValue} data-testid="security-mobile">
            {profile.mobile ?? notBound}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.security.social', message: 'Social sign-in' })}
          </dt>
          <dd className={styles.factValue} data-testid="security-social">
            {link
              ? t({
                  id: 'member.security.socialLinked',
                  message: `Linked: ${provider} since ${since}. A confirmed link cannot be changed.`,
                })
              : t({ id: 'member.security.socialNone', message: 'Not linked' })}
          </dd>
        </div>
      </dl>
      <div className={styles.row}>
        <button
          type="button"
          className={ui.button}
          onClick={() => openModal('changePassword')}
          data-testid="security-change-password"
        >
          {t({ id: 'auth.changePassword', message: 'Change password' })}
        </button>
      </div>
    </div>
  )
}
