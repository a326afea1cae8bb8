import { useLingui } from '@lingui/react/macro'
import type { MemberInfo } from '@/api/member/get-info'
import { vipRankAbove } from '@/lib/customer-service'
import { openCustomerService } from '@/state/customer-service'
import * as ui from '@/ui/ui.css'
import * as styles from '../../inbox/inbox.css'
import * as own from '../rank.css'

/**
 * The member's rank as the platform keeps it (member.info): the club label and its level, every
 * label the member carries, and the VIP customer service the level gives above 4 (spec §9).
 */
export function RankCard({ info }: { info: MemberInfo }) {
  const { t } = useLingui()
  const rankLevel = info.clubLabel?.rankLevel ?? null
  const rankName = info.clubLabel?.labelName ?? info.memberLabel[0] ?? ''
  const hasVipService = rankLevel !== null && rankLevel > vipRankAbove
  const vipFrom = vipRankAbove + 1
  return (
    <div className={styles.card} data-testid="player-rank-card">
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.muted}>{t({ id: 'rank.label', message: 'Rank' })}</dt>
          <dd className={styles.statValue} data-testid="player-rank-label">
            {rankName}
          </dd>
        </div>
        {rankLevel !== null ? (
          <div className={styles.stat}>
            <dt className={styles.muted}>{t({ id: 'rank.level', message: 'Rank level' })}</dt>
            <dd className={styles.statValue} data-testid="player-rank-level">
              {rankLevel}
            </dd>
          </div>
        ) : null}
      </dl>
      {info.memberLabel.length > 0 ? (
        <div className={styles.row}>
          <span className={styles.muted}>{t({ id: 'rank.labels', message: 'Your labels' })}</span>
          <ul className={own.labelList} data-testid="player-rank-labels">
            {info.memberLabel.map((label) => (
              <li key={label} className={styles.chip.done}>
                {label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hasVipService ? (
        <div className={styles.row} data-testid="player-rank-vip-service">
          <span>
            {t({
              id: 'rank.vipService',
              message: 'Your rank gives you VIP customer service.',
            })}
          </span>
          <button type="button" className={ui.button} onClick={() => void openCustomerService()}>
            {t({ id: 'rank.vipService.open', message: 'Contact VIP service' })}
          </button>
        </div>
      ) : (
        <p className={styles.muted} data-testid="player-rank-vip-service-from">
          {t({
            id: 'rank.vipService.from',
            message: `VIP customer service comes with rank level ${vipFrom} and above.`,
          })}
        </p>
      )}
    </div>
  )
}
