import { useLingui } from '@lingui/react/macro'
import { useReferralQuery } from '@/api/inbox/get-referral'
import { usePermissionQuery } from '@/api/system/get-permission'
import { useCapabilities } from '@/config/use-capabilities'
import { useCopyLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { CopyButton } from '@/ui/copy-button'
import { QrCode } from '@/ui/qr-code'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as styles from '../community.css'
import { ChatRoomButton } from '../components/chat-room-button'
import { SignInPrompt } from '../components/sign-in-prompt'
import { money } from '../lib/format'

/** The referral promotion: the member's code, link and QR code, how it works, friends and rewards. */
export function ReferralScreen() {
  const { t } = useLingui()
  const { token } = useSession()
  const permission = usePermissionQuery()
  const { flags } = useCapabilities()
  const title = t({ id: 'nav.referral', message: 'Invite friends' })
  const labels = useQueryStateLabels()
  return (
    <QueryState query={permission} labels={labels} testId="referral-permission">
      {() =>
        !flags.has('referralPromotion') ? (
          <StatusPanel
            headingLevel={1}
            testId="referral-disabled"
            title={title}
            message={t({
              id: 'referral.disabled',
              message: 'The referral promotion is not available on this site.',
            })}
          />
        ) : !token ? (
          <SignInPrompt
            title={title}
            message={t({
              id: 'referral.signIn',
              message: 'Sign in to get your referral code and link.',
            })}
          />
        ) : (
          <ReferralContent title={title} />
        )
      }
    </QueryState>
  )
}

function ReferralContent(props: { title: string }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const referral = useReferralQuery()
  const labels = useQueryStateLabels()
  const copyLabels = useCopyLabels()
  return (
    <section className={styles.page} data-testid="referral">
      <h1 className={styles.heading}>{props.title}</h1>
      <QueryState query={referral} labels={labels} testId="referral">
        {(data) => (
          <>
            <div className={styles.card}>
              <h2 className={styles.heading}>
                {t({ id: 'referral.yours', message: 'Your code and link' })}
              </h2>
              <div className={styles.row}>
                <span className={styles.code} data-testid="referral-code">
                  {data.code}
                </span>
                <CopyButton
                  text={data.code}
                  labels={copyLabels(t({ id: 'referral.copyCode', message: 'Copy code' }))}
                  testId="copy-code"
                />
              </div>
              <div className={styles.row}>
                <span className={styles.code} data-testid="referral-link">
                  {data.link}
                </span>
                <CopyButton
                  text={data.link}
                  labels={copyLabels(t({ id: 'referral.copyLink', message: 'Copy link' }))}
                  testId="copy-link"
                />
              </div>
              <QrCode
                value={data.link}
                size={160}
                testId="referral-qr"
                label={t({ id: 'referral.qr', message: 'QR code of your referral link' })}
              />
            </div>
            <div className={styles.card}>
              <h2 className={styles.heading}>
                {t({ id: 'referral.how', message: 'How it works' })}
              </h2>
              <ol className={styles.steps}>
                <li>
                  {t({
                    id: 'referral.step1',
                    message: 'Share your code, link or QR code with friends.',
                  })}
                </li>
                <li>
                  {t({ id: 'referral.step2', message: 'Your friends register with your code.' })}
                </li>
                <li>
                  {t({
                    id: 'referral.step3',
                    message: `You earn ${data.commissionRate}% of every stake your friends place.`,
                  })}
                </li>
              </ol>
            </div>
            <div className={styles.card}>
              <h2 className={styles.heading}>
                {t({ id: 'referral.friends', message: 'Friends and rewards' })}
              </h2>
              {data.invitedCount === 0 ? (
                <p className={styles.muted} data-testid="referral-none">
                  {t({
                    id: 'referral.none',
                    message: 'No friends have joined with your code yet.',
                  })}
                </p>
              ) : null}
              <dl className={styles.stats}>
                <div className={styles.stat}>
                  <dt>{t({ id: 'referral.invited', message: 'Friends invited' })}</dt>
                  <dd className={styles.statValue} data-testid="referral-invited">
                    {data.invitedCount}
                  </dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t({ id: 'referral.stake', message: 'Their stake' })}</dt>
                  <dd className={styles.statValue}>{money(data.invitedStake, language)}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t({ id: 'referral.commission', message: 'Your commission' })}</dt>
                  <dd className={styles.statValue} data-testid="referral-commission">
                    {money(data.commission, language)}
                  </dd>
                </div>
              </dl>
            </div>
            <div className={styles.row}>
              <ChatRoomButton />
            </div>
          </>
        )}
      </QueryState>
    </section>
  )
}
