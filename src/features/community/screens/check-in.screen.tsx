import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { passLoginCheck } from '@/state/login-check'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { communityKeys } from '../api/community.keys'
import { balanceQueryOptions, checkIn, checkInQueryOptions } from '../api/community.queries'
import * as styles from '../community.css'
import { actionError, LoadError, Loading } from '../components/query-states'
import { SignInPrompt } from '../components/sign-in-prompt'
import { calendarDays, type CheckInStatus } from '../lib/calendar'
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
  const queryClient = useQueryClient()
  const status = useQuery(checkInQueryOptions(props.token))
  const balance = useQuery(balanceQueryOptions(props.token))
  const mutation = useMutation({
    mutationFn: checkIn,
    onSuccess: (answer) => {
      queryClient.setQueryData<CheckInStatus>(communityKeys.checkIn(props.token), answer.status)
      queryClient.setQueryData(communityKeys.balance(props.token), {
        sumBalance: answer.sumBalance,
      })
      // Other views of the wallet (the header's balance) refresh too.
      void queryClient.invalidateQueries({
        queryKey: ['wallet'],
        predicate: (q) => q.queryKey[2] !== props.token,
      })
    },
    onError: () => void status.refetch(),
  })
  if (status.isPending) return <Loading />
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />
  const s = status.data
  const days = calendarDays(s)
  const dayLabel = (day: number) => t({ id: 'checkIn.day', message: `Day ${day}` })
  return (
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
          {days.map((d) => (
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
            {t({ id: 'checkIn.streakDays', message: `${s.streak} days` })}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t({ id: 'checkIn.total', message: 'Rewards so far' })}</dt>
          <dd className={styles.statValue}>{money(s.totalRewards, language)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t({ id: 'checkIn.balance', message: 'Wallet balance' })}</dt>
          <dd className={styles.statValue} data-testid="check-in-balance">
            {balance.isSuccess ? money(balance.data.sumBalance, language) : '…'}
          </dd>
        </div>
      </dl>
      <div className={styles.row}>
        <button
          type="button"
          className={ui.buttonPrimary}
          disabled={mutation.isPending}
          onClick={() => {
            if (passLoginCheck()) mutation.mutate()
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
            ? actionError(
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
  )
}
