import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { isSwitchedOff } from '@/api/errors'
import { useMarketingQuery } from '@/api/inbox/get-marketing'
import type { CentrePageProps } from '@/ui/centre-pages'
import { useCopyLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { CopyButton } from '@/ui/copy-button'
import { QrCode } from '@/ui/qr-code'
import { QueryState } from '@/ui/query-state'
import { MarketingResults } from './components/marketing-results'
import { ShareTexts } from './components/share-texts'
import { SwitchedOffNotice } from './components/switched-off-notice'
import * as styles from './inbox.css'

/**
 * The marketing centre (marketingCenter, spec §2.8): the member's invite link with its QR code and
 * code, the operator's share texts with them filled in, and what the sharing brought. Guarded by
 * availability like the missions: while the merchant switches it off, a warning stands in for it.
 */
// The page opens no other page, so it takes none of the centre's props.
export const MarketingPage: (props: CentrePageProps) => ReactNode = () => {
  const { t } = useLingui()
  const marketing = useMarketingQuery()
  const labels = useQueryStateLabels('')
  const copyLabels = useCopyLabels()
  const heading = t({ id: 'member.marketingCenter', message: 'Marketing centre' })
  if (isSwitchedOff(marketing.error))
    return (
      <section className={styles.page} data-testid="marketing">
        <SwitchedOffNotice
          heading={heading}
          testId="marketing-unavailable"
          title={t({
            id: 'marketing.unavailable',
            message: 'The marketing centre is not available right now.',
          })}
          hint={t({
            id: 'marketing.unavailable.hint',
            message: 'Please check back later. Your link and your sign-ups are kept.',
          })}
          onRetry={() => void marketing.refetch()}
        />
      </section>
    )
  return (
    <section className={styles.page} data-testid="marketing">
      <h2 className={styles.title}>{heading}</h2>
      <QueryState query={marketing} labels={labels} testId="marketing">
        {(data) => (
          <>
            <div className={`${styles.card} ${styles.share}`}>
              <div className={styles.grow}>
                <p className={styles.muted}>
                  {t({
                    id: 'marketing.intro',
                    message:
                      'Share your link or code: everyone who signs up with it is counted in your results.',
                  })}
                </p>
                <code className={styles.linkText} data-testid="marketing-link">
                  {data.link}
                </code>
                <div className={styles.row}>
                  <code className={styles.linkText} data-testid="marketing-code">
                    {data.code}
                  </code>
                  <CopyButton
                    text={data.link}
                    labels={copyLabels(t({ id: 'inbox.referral.copyLink', message: 'Copy link' }))}
                    testId="marketing-copy-link"
                  />
                </div>
              </div>
              <div className={styles.qrBox}>
                <QrCode
                  value={data.link}
                  size={152}
                  label={t({ id: 'inbox.referral.qr', message: 'QR code of your invite link' })}
                  testId="marketing-qr"
                />
              </div>
            </div>
            <ShareTexts materials={data.materials} />
            <MarketingResults results={data.results} />
          </>
        )}
      </QueryState>
    </section>
  )
}
