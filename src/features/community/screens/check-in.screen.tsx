import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCheckInMutation } from '@/api/community/check-in'
import { useCheckInStatusQuery } from '@/api/community/get-check-in-status'
import { refusalMessage } from '@/api/errors'
import { useBalanceQuery } from '@/api/wallet/get-balance'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { passLoginCheck } from '@/state/login-check'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { FormError } from '@/ui/form-error'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import * as styles from '../community.css'
import { SignInPrompt } from '../components/sign-in-prompt'
import { calendarDays } from '../lib/calendar'
import { money } from '../lib/format'

/** The daily sign-in task: the 7-day calendar, today's state, the check-in and the balance. */
export function CheckInScreen() {
  const { t } = useLingui()
  const { token } = useSession()
  const title = t({ id: 'nav.checkIn', message: 'Daily sign-in' })
  if (!token)
    return (
      <SignInPrompt
        title={title}
        message={t({
          id: 'checkIn.signIn',
          message: 'Sign in to check in every day and collect your rewards.',
        })}
      />
    )
  return (
    <section className={styles.page} data-testid="check-in">
      <h1 className={styles.heading}>{title}</h1>
      <CheckInCard token={token} />
    </section>
  )
}

function CheckInCard(props: { token: string }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const status = useCheckInStatusQuery(props.token)
  const balance = useBalanceQuery()
  const mutation = useCheckInMutation(props.token)
  const labels = useQueryStateLabels()
  const dayLabel = (day: number) => t({ id: 'checkIn.day', message: `Day ${day}` })
  const streakLabel = (streak: number) =>
    t({
      id: 'checkIn.streakDays',
      message: plural(streak, { one: `${streak} day`, other: `${streak} days` }),
    })
  return (
    <QueryState query={status} labels={labels} testId="check-in">
      {(s) => (
        <div className={styles.card}>
          <p className={styles.muted}>
            {t({
              id: 'checkIn.how',
              message: 'Check in once a day. Every day of your streak pays more, up to day 7.',
            })}
          </p>
          <div className={styles.calendarBox}>
            <ol
              className={styles.calendar}
              aria-label={t({ id: 'checkIn.calendar', message: 'This week' })}
            >
              {calendarDays(s).map((d) => (
                <li
                  key={d.day}
                  className={styles.day[d.state]}
                  data-state={d.state}
                  data-testid="check-in-day"
                >
                  <span>{dayLabel(d.day)}</span>
                  <span className={styles.dayReward} data-testid="check-in-reward">
                    {money(d.reward, language)}
                  </span>
                  <span>
                    {d.state === 'done' || d.state === 'claimed'
                      ? '✓'
                      : d.state === 'today'
                        ? t({ id: 'checkIn.today', message: 'Today' })
                        : ''}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <p data-testid="check-in-state" role="status">
            {s.checkedInToday
              ? t({
                  id: 'checkIn.done',
                  message: `Checked in today: ${money(s.rewards[s.cycleDay - 1] ?? 0, language)} added to your wallet. Come back tomorrow!`,
                })
              : t({
                  id: 'checkIn.ready',
                  message: `Today's reward: ${money(s.todayReward, language)}`,
                })}
          </p>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t({ id: 'checkIn.streak', message: 'Streak' })}</dt>
              <dd className={styles.statValue} data-testid="check-in-streak">
                {streakLabel(s.streak)}
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>{t({ id: 'checkIn.total', message: 'Rewards so far' })}</dt>
              <dd className={styles.statValue}>{money(s.totalRewards, language)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t({ id: 'checkIn.balance', message: 'Wallet balance' })}</dt>
              <dd className={styles.statValue} data-testid="check-in-balance">
                {balance.isSuccess ? money(balance.data, language) : '…'}
              </dd>
            </div>
          </dl>
          <div className={styles.row}>
            <button
              type="button"
              className={ui.buttonPrimary}
              disabled={mutation.isPending}
              onClick={() => {
                if (passLoginCheck())
                  mutation.mutate(undefined, { onError: () => void status.refetch() })
              }}
              data-testid="check-in-button"
            >
              {s.checkedInToday
                ? t({ id: 'checkIn.again', message: 'Checked in' })
                : t({ id: 'checkIn.action', message: 'Check in' })}
            </button>
          </div>
          <FormError
            testId="check-in-error"
            message={
              mutation.isError
                ? refusalMessage(
                    mutation.error,
                    t({ id: 'checkIn.failed', message: 'The check-in failed; try again.' }),
                  )
                : ''
            }
          />
          {mutation.isSuccess ? (
            <p role="status" data-testid="check-in-success">
              {t({
                id: 'checkIn.success',
                message: `You received ${money(mutation.data.reward, language)}!`,
              })}
            </p>
          ) : null}
        </div>
      )}
    </QueryState>
  )
}
