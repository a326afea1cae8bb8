import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PromotionAction, PromotionStatus } from '@/api/content/get-promotions'

/** The localized label of each activity status (spec §4). */
export const statusLabels: Record<PromotionStatus, MessageDescriptor> = {
  join: msg({ id: 'promotions.status.join', message: 'Open' }),
  claim: msg({ id: 'promotions.status.claim', message: 'Ready to claim' }),
  applying: msg({ id: 'promotions.status.applying', message: 'Applying' }),
  closed: msg({ id: 'promotions.status.closed', message: 'Closed' }),
  rejected: msg({ id: 'promotions.status.rejected', message: 'Rejected' }),
  issued: msg({ id: 'promotions.status.issued', message: 'Bonus issued' }),
  claimed: msg({ id: 'promotions.status.claimed', message: 'Claimed' }),
  process: msg({ id: 'promotions.status.process', message: 'In progress' }),
  signed: msg({ id: 'promotions.status.signed', message: 'Signed in today' }),
  coming: msg({ id: 'promotions.status.coming', message: 'Coming soon' }),
  joined: msg({ id: 'promotions.status.joined', message: 'Joined' }),
}

/** What the action button does for a promotion in a status, or null when it has nothing to do. */
export type PromotionStep = 'apply' | 'join' | 'signin' | 'claim' | 'draw'

/** The step a member may take: only join (by the promotion's action) and claim are actionable. */
export function stepFor(status: PromotionStatus, action: PromotionAction): PromotionStep | null {
  if (status === 'claim') return 'claim'
  if (status !== 'join') return null
  if (action === 'apply') return 'apply'
  if (action === 'signin') return 'signin'
  if (action === 'join') return 'join'
  if (action === 'raffle') return 'draw'
  return null
}

/** The label of each step's button. */
export const stepLabels: Record<PromotionStep, MessageDescriptor> = {
  apply: msg({ id: 'promotions.action.apply', message: 'Apply' }),
  join: msg({ id: 'promotions.action.join', message: 'Join' }),
  signin: msg({ id: 'promotions.action.signin', message: 'Sign in today' }),
  claim: msg({ id: 'promotions.action.claim', message: 'Claim' }),
  draw: msg({ id: 'promotions.action.draw', message: 'Draw' }),
}

/** How a status looks: something to do, something pending, done, or over. */
export function statusTone(status: PromotionStatus): 'open' | 'pending' | 'done' | 'over' {
  if (status === 'join' || status === 'claim') return 'open'
  if (status === 'applying' || status === 'process' || status === 'coming') return 'pending'
  if (status === 'closed' || status === 'rejected') return 'over'
  return 'done'
}
