import type { Tx } from './domain'

/** Where a registration with an invitation code lands: under whom, as which type, through which link. */
export interface Invitation {
  uplineId: number
  type: 2 | 3
  inviteLinkId: number | null
}

/** A member's referral code: an agent's affiliate code, otherwise the merchant's prefix and the id in base 36. */
export const referralCode = (merchant: string, accountId: number, affiliateCode: string | null) =>
  affiliateCode ??
  `${merchant.replace(/[^A-Z0-9]/gi, '').slice(0, 3)}${accountId.toString(36)}`.toUpperCase()

/**
 * Resolves an invitation code of a merchant: an agent's affiliate code (a member under the agent),
 * an agent's invite link (a member or sub-agent, as the link says), or a player's referral code (a
 * member under that player). Null when no account of the merchant gave out the code.
 */
export async function resolveInvitation(
  q: Tx,
  merchant: string,
  rawCode: string,
): Promise<Invitation | null> {
  const code = rawCode.trim().toUpperCase()
  if (!code) return null
  const [agent] = await q.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND affiliate_code = $2 AND type IN (1, 2, 41, 42)',
    [merchant, code],
  )
  if (agent) return { uplineId: Number(agent.id), type: 3, inviteLinkId: null }
  const [link] = await q.query<{ id: string; account_id: string; type: number }>(
    'SELECT id, account_id, type FROM agent_invite_links WHERE merchant = $1 AND upper(code) = $2',
    [merchant, code],
  )
  if (link)
    return {
      uplineId: Number(link.account_id),
      type: link.type === 2 ? 2 : 3,
      inviteLinkId: Number(link.id),
    }
  const prefix = referralCode(merchant, 0, null).slice(0, -1)
  if (!code.startsWith(prefix)) return null
  const id = parseInt(code.slice(prefix.length), 36)
  if (!Number.isSafeInteger(id) || referralCode(merchant, id, null) !== code) return null
  const [player] = await q.query<{ id: string }>(
    `SELECT id FROM accounts WHERE merchant = $1 AND id = $2 AND type <> 4 AND affiliate_code IS NULL`,
    [merchant, id],
  )
  return player ? { uplineId: Number(player.id), type: 3, inviteLinkId: null } : null
}
