import { useLingui } from '@lingui/react/macro'
import { useVipQuery } from '@/api/content/get-vip'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { vipProgress } from '../lib/vip-progress'
import * as styles from '../../inbox/inbox.css'

/**
 * The VIP level the rank stands at (content.vip): what the level gives, and the stake still to go
 * to the next one, as a bar and in words.
 */
export function VipStanding() {
  const { t } = useLingui()
  const format = useFormatters()
  const vip = useVipQuery()
  const labels = useQueryStateLabels(
    t({ id: 'rank.vip.none', message: 'Your VIP level shows here once you have placed bets.' }),
  )
  return (
    <QueryState
      query={vip}
      labels={labels}
      testId="player-rank-vip"
      isEmpty={(data) => vipProgress(data) === null}
    >
      {(data) => {
        const { level, next, percent } = vipProgress(data)!
        const name = level.name
        const rebate = format.percent(level.rebateRate)
        const toGo = format.money(data.current?.toNextLevel ?? 0)
        const nextName = next?.name ?? ''
        const progressText = next
          ? t({ id: 'rank.vip.toNext', message: `Bet ${toGo} more to reach ${nextName}.` })
          : t({ id: 'rank.vip.top', message: 'You are at the highest VIP level.' })
        return (
          <div className={styles.card} data-testid="player-rank-vip">
            <h3 className={styles.subTitle}>
              {t({ id: 'rank.vip.title', message: `VIP level: ${name}` })}
            </h3>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt className={styles.muted}>
                  {t({ id: 'rank.vip.rebate', message: 'Rebate on valid bets' })}
                </dt>
                <dd className={styles.statValue}>{rebate}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.muted}>
                  {t({ id: 'rank.vip.monthly', message: 'Monthly bonus' })}
                </dt>
                <dd className={styles.statValue}>{format.money(level.monthlyBonus)}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.muted}>
                  {t({ id: 'rank.vip.totalBet', message: 'Your settled bets' })}
                </dt>
                <dd className={styles.statValue} data-testid="player-rank-total-bet">
                  {format.money(data.current?.totalBet ?? 0)}
                </dd>
              </div>
            </dl>
            <div
              className={styles.progressTrack}
              role="progressbar"
              aria-label={t({ id: 'rank.vip.progress', message: 'Progress to the next VIP level' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={progressText}
            >
              <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
            </div>
            <p className={styles.muted} data-testid="player-rank-next">
              {progressText}
            </p>
          </div>
        )
      }}
    </QueryState>
  )
}
