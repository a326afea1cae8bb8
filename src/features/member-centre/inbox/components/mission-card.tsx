import { useLingui } from '@lingui/react/macro'
import type { Mission } from '@/api/inbox/get-missions'
import { useFormatters } from '@/i18n/format'
import * as ui from '@/ui/ui.css'
import { metricValue, progressPercent } from '../lib/missions'
import * as styles from '../inbox.css'

/** One mission: what to do, the progress bar with figures, the reward and its claim or status. */
export function MissionCard(props: {
  mission: Mission
  isClaiming: boolean
  isBusy: boolean
  onClaim: () => void
}) {
  const { mission, isClaiming, isBusy, onClaim } = props
  const { t } = useLingui()
  const format = useFormatters()
  const percent = progressPercent(mission)
  const done = metricValue(mission.metric, mission.progress, format)
  const target = metricValue(mission.metric, mission.target, format)
  const reward = format.money(mission.reward)
  const period =
    mission.period === 'day'
      ? t({ id: 'inbox.missions.daily', message: 'Daily' })
      : t({ id: 'inbox.missions.weekly', message: 'Weekly' })
  const startsAt = format.dateTime(mission.startsAt)
  const status: Record<Exclude<Mission['status'], 'claim'>, [string, keyof typeof styles.chip]> = {
    process: [t({ id: 'inbox.missions.status.process', message: 'In progress' }), 'waiting'],
    coming: [t({ id: 'inbox.missions.status.coming', message: `Starts ${startsAt}` }), 'waiting'],
    claimed: [t({ id: 'inbox.missions.status.claimed', message: 'Claimed' }), 'done'],
    closed: [t({ id: 'inbox.missions.status.closed', message: 'Ended' }), 'over'],
  }
  const progressLabel = t({ id: 'inbox.missions.progress', message: `${done} of ${target}` })
  return (
    <li className={styles.card} data-testid="mission" data-status={mission.status}>
      <div className={styles.row}>
        <div className={styles.grow}>
          <strong data-testid="mission-title">{mission.title}</strong>
          <span className={styles.muted}>
            {period} · {mission.description}
          </span>
        </div>
        <span className={styles.amount}>
          {t({ id: 'inbox.missions.reward', message: `Reward ${reward}` })}
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressLabel}
      >
        <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className={styles.row}>
        <span className={styles.muted} data-testid="mission-progress">
          {progressLabel}
        </span>
        {mission.status === 'claim' ? (
          <button
            type="button"
            className={ui.buttonPrimary}
            onClick={onClaim}
            disabled={isBusy}
            aria-busy={isClaiming}
            data-testid="mission-claim"
          >
            {isClaiming
              ? t({ id: 'inbox.claiming', message: 'Claiming…' })
              : t({ id: 'inbox.claim', message: 'Claim' })}
          </button>
        ) : (
          <span className={styles.chip[status[mission.status][1]]}>
            {status[mission.status][0]}
          </span>
        )}
      </div>
    </li>
  )
}
