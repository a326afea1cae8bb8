import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { configQueries } from '@/api/queries'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { StatusPanel } from '@/ui/status-panel'
import { referralQueryOptions } from '../api/community.queries'
import * as styles from '../community.css'
import { ChatRoomButton } from '../components/chat-room-button'
import { CopyButton } from '../components/copy-button'
import { QrCode } from '@/ui/qr-code'
import { LoadError, Loading } from '../components/query-states'
import { SignInPrompt } from '../components/sign-in-prompt'
import { money } from '../lib/format'

/** The referral promotion: the member's code, link and QR code, how it works, friends and rewards. */
export function ReferralScreen() {
  const { t } = useLingui()
  const { token } = useSession()
  const permission = useQuery(configQueries.permission)
  const title = t({ id: 'nav.referral', message: 'Invite friends' })
  if (permission.isPending) return <Loading />
  if (permission.isError)
    return <LoadError error={permission.error} onRetry={() => void permission.refetch()} />
  if (permission.data.info.whitelabel.REFERRAL !== true)
    return (
      <StatusPanel
        headingLevel={1}
        testId="referral-disabled"
        title={title}
        message={t({
          id: 'referral.disabled',
          message: 'The referral promotion is not available on this site.',
        })}
      />
    )
  if (!token)
    return (
      <SignInPrompt
        title={title}
        message={t({
          id: 'referral.signIn',
          message: 'Sign in to get your referral code and link.',
        })}
      />
    )
  return <ReferralContent title={title} token={token} />
}

function ReferralContent(props: { title: string; token: string }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const referral = useQuery(referralQueryOptions(props.token))
  return (
    <section className={styles.page} data-testid="referral">
      <h1 className={styles.heading}>{props.title}</h1>
      {referral.isPending ? (
        <Loading />
      ) : referral.isError ? (
        <LoadError error={referral.error} onRetry={() => void referral.refetch()} />
      ) : (
        <>
          <div className={styles.card}>
            <h2 className={styles.heading}>
              {t({ id: 'referral.yours', message: 'Your code and link' })}
            </h2>
            <div className={styles.row}>
              <span className={styles.code} data-testid="referral-code">
                {referral.data.code}
              </span>
              <CopyButton
                text={referral.data.code}
                label={t({ id: 'referral.copyCode', message: 'Copy code' })}
                testId="copy-code"
              />
            </div>
            <div className={styles.row}>
              <span className={styles.code} data-testid="referral-link">
                {referral.data.link}
              </span>
              <CopyButton
                text={referral.data.link}
                label={t({ id: 'referral.copyLink', message: 'Copy link' })}
                testId="copy-link"
              />
            </div>
            <QrCode
              value={referral.data.link}
              size={160}
              testId="referral-qr"
              label={t({ id: 'referral.qr', message: 'QR code of your referral link' })}
            />
          </div>
          <div className={styles.card}>
            <h2 className={styles.heading}>{t({ id: 'referral.how', message: 'How it works' })}</h2>
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
                  message: `You earn ${referral.data.commissionRate}% of every stake your friends place.`,
                })}
              </li>
            </ol>
          </div>
          <div className={styles.card}>
            <h2 className={styles.heading}>
              {t({ id: 'referral.friends', message: 'Friends and rewards' })}
            </h2>
            {referral.data.invitedCount === 0 ? (
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
                  {referral.data.invitedCount}
                </dd>
              </div>
              <div className={styles.stat}>
                <dt>{t({ id: 'referral.stake', message: 'Their stake' })}</dt>
                <dd className={styles.statValue}>{money(referral.data.invitedStake, language)}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t({ id: 'referral.commission', message: 'Your commission' })}</dt>
                <dd className={styles.statValue} data-testid="referral-commission">
                  {money(referral.data.commission, language)}
                </dd>
              </div>
            </dl>
          </div>
          <div className={styles.row}>
            <ChatRoomButton />
          </div>
        </>
      )}
    </section>
  )
}
