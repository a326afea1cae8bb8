import { useLingui } from '@lingui/react/macro'
import type { Reward } from '@/api/inbox/get-rewards'
import { useFormatters } from '@/i18n/format'
import * as ui from '@/ui/ui.css'
import * as styles from '../inbox.css'

/** One reward: its title, kind, amount and expiry, with a claim button while it can be claimed. */
export function RewardCard(props: {
  reward: Reward
  isClaiming: boolean
  isBusy: boolean
  onClaim: () => void
}) {
  const { reward, isClaiming, isBusy, onClaim } = props
  const { t } = useLingui()
  const format = useFormatters()
  const kind: Record<Reward['kind'], string> = {
    bonus: t({ id: 'inbox.rewards.kind.bonus', message: 'Bonus' }),
    promotion: t({ id: 'inbox.rewards.kind.promotion', message: 'Promotion' }),
    rebate: t({ id: 'inbox.rewards.kind.rebate', message: 'Rebate' }),
  }
  const date = format.dateTime(reward.expiresAt)
  const when =
    reward.status === 'expired'
      ? t({ id: 'inbox.rewards.expiredAt', message: `Expired on ${date}` })
      : reward.status === 'claim'
        ? t({ id: 'inbox.rewards.expiresAt', message: `Claim before ${date}` })
        : null
  return (
    <li className={styles.card} data-testid="reward" data-status={reward.status}>
      <div className={styles.row}>
        <div className={styles.grow}>
          <strong data-testid="reward-title">{reward.title}</strong>
          <span className={styles.muted}>
            {kind[reward.kind]}
            {when ? ` · ${when}` : null}
          </span>
        </div>
        <span className={styles.amount} data-testid="reward-amount">
          {format.money(reward.amount)}
        </span>
        {reward.status === 'claim' ? (
          <button
            type="button"
            className={ui.buttonPrimary}
            onClick={onClaim}
            disabled={isBusy}
            aria-busy={isClaiming}
            data-testid="reward-claim"
          >
            {isClaiming
              ? t({ id: 'inbox.claiming', message: 'Claiming…' })
              : t({ id: 'inbox.claim', message: 'Claim' })}
          </button>
        ) : (
          <span className={reward.status === 'claimed' ? styles.chip.done : styles.chip.over}>
            {reward.status === 'claimed'
              ? t({ id: 'inbox.rewards.status.claimed', message: 'Claimed' })
              : t({ id: 'inbox.rewards.status.expired', message: 'Expired' })}
          </span>
        )}
      </div>
    </li>
  )
}
