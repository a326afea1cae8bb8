import { useLingui } from '@lingui/react/macro'
import type { ProfileChangeOutcome } from '@/api/member/update-profile'
import { useZaloRewardQuery } from '@/api/member/get-zalo-reward'
import { useFormatters } from '@/i18n/format'
import * as styles from '../../money/money.css'

/**
 * The Zalo field's hint (spec §9, "Zalo reward up to 131K"): the offer in the brand's currency while
 * the member has not had it, the date they received it once they have, and only what to type where
 * the merchant offers nothing (or the offer has not loaded: the field works without it).
 */
export function useZaloHint(): { hint: string; isOffered: boolean } {
  const { t } = useLingui()
  const format = useFormatters()
  const reward = useZaloRewardQuery()
  const plain = t({
    id: 'member.profile.zalo.hint',
    message: 'The phone number of your Zalo account.',
  })
  const granted = reward.data?.granted
  if (granted) {
    const amount = format.money(granted.amount)
    const date = format.date(granted.time)
    return {
      hint: t({
        id: 'member.profile.zalo.received',
        message: `You received ${amount} for adding your Zalo on ${date}.`,
      }),
      isOffered: false,
    }
  }
  if (!reward.data?.amount) return { hint: plain, isOffered: false }
  const amount = format.money(reward.data.amount)
  return {
    hint: t({
      id: 'member.profile.zalo.offer',
      message: `Add the phone number of your Zalo account and receive ${amount}, once per account.`,
    }),
    isOffered: true,
  }
}

/** What saving did about the Zalo reward: the amount added, or why a number earned nothing. */
export function ZaloOutcome({ outcome }: { outcome: ProfileChangeOutcome | undefined }) {
  const { t } = useLingui()
  const format = useFormatters()
  if (outcome?.zaloReward === 'granted') {
    const amount = format.money(outcome.amount)
    return (
      <p className={styles.success} role="status" data-testid="zalo-granted">
        {t({
          id: 'member.profile.zalo.granted',
          message: `Zalo reward: ${amount} was added to your wallet.`,
        })}
      </p>
    )
  }
  if (outcome?.zaloReward === 'numberUsed')
    return (
      <p className={styles.muted} role="status" data-testid="zalo-number-used">
        {t({
          id: 'member.profile.zalo.used',
          message: 'This Zalo number has already received the reward on another account.',
        })}
      </p>
    )
  return null
}
