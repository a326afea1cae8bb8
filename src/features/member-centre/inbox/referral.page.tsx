import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useReferralQuery } from '@/api/inbox/get-referral'
import { useFormatters } from '@/i18n/format'
import type { CentrePageProps } from '@/ui/centre-pages'
import { useCopyLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { CopyButton } from '@/ui/copy-button'
import { QrCode } from '@/ui/qr-code'
import { QueryState } from '@/ui/query-state'
import { ReferralFriends } from './components/referral-friends'
import * as styles from './inbox.css'

/** Invite friends (referral): the link, its QR code and code to share, friends and commission. */
// The page opens no other page, so it takes none of the centre's props.
export const ReferralPage: (props: CentrePageProps) => ReactNode = () => {
  const { t } = useLingui()
  const format = useFormatters()
  const referral = useReferralQuery()
  const labels = useQueryStateLabels('')
  const copyLabels = useCopyLabels()
  return (
    <section className={styles.page} data-testid="member-referral">
      <h2 className={styles.title}>{t({ id: 'member.referral', message: 'Invite friends' })}</h2>
      <QueryState query={referral} labels={labels} testId="member-referral">
        {(data) => {
          const rate = format.percent(data.commissionRate)
          return (
            <>
              <div className={`${styles.card} ${styles.share}`}>
                <div className={styles.grow}>
                  <h3 className={styles.subTitle}>
                    {t({ id: 'inbox.referral.link', message: 'Your invite link' })}
                  </h3>
                  <code className={styles.linkText} data-testid="member-referral-link">
                    {data.link}
                  </code>
                  <div className={styles.row}>
                    <CopyButton
                      text={data.link}
                      labels={copyLabels(
                        t({ id: 'inbox.referral.copyLink', message: 'Copy link' }),
                      )}
                      testId="member-referral-copy-link"
                    />
                  </div>
                  <h3 className={styles.subTitle}>
                    {t({ id: 'inbox.referral.code', message: 'Your referral code' })}
                  </h3>
                  <div className={styles.row}>
                    <code className={styles.linkText} data-testid="member-referral-code">
                      {data.code}
                    </code>
                    <CopyButton
                      text={data.code}
                      labels={copyLabels(
                        t({ id: 'inbox.referral.copyCode', message: 'Copy code' }),
                      )}
                      testId="member-referral-copy-code"
                    />
                  </div>
                  <p className={styles.muted}>
                    {t({
                      id: 'inbox.referral.how',
                      message: `Friends who register with your link or code become your referrals; you earn ${rate} of every stake they place.`,
                    })}
                  </p>
                </div>
                <div className={styles.qrBox}>
                  <QrCode
                    value={data.link}
                    size={152}
                    label={t({ id: 'inbox.referral.qr', message: 'QR code of your invite link' })}
                    testId="member-referral-qr"
                  />
                </div>
              </div>
              <ReferralFriends referral={data} />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
