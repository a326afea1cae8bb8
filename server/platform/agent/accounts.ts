import { randomInt } from 'node:crypto'
import type { CallInput } from '../../../src/api/types.gen'
import type { Platform } from '../context'
import { registrationProblems } from '../handlers/registration'
import { hashPassword } from '../passwords'
import { birthdayField, registerConfigOf, refuseUnderage } from '../responsible/birth-date'
import { ApiError } from '../router'
import { iso, num } from './team'
import { inEnglish } from '../i18n'

/** Letters and digits of invitation codes, without look-alikes (0/O, 1/I). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * Opens a member or sub-agent account under the agent, with an empty wallet: checked by the
 * registration's username and password rules, and by its date of birth when the merchant asks it
 * at registration (responsible gaming: the merchant's minimum age, as a member registering meets
 * it); asked before the first deposit otherwise, as of any member.
 */
export async function registerDownline(
  p: Platform,
  agentId: number,
  merchant: string,
  input: CallInput<'agent.registerDownline'>,
) {
  const settings = await p.settings(merchant)
  const config = registerConfigOf(settings)
  const fields = Object.fromEntries(
    Object.entries(config.fields).filter(([name]) =>
      ['username', 'password', birthdayField].includes(name),
    ),
  )
  const problems = registrationProblems(
    { username: input.username, password: input.password, birthday: input.birthday },
    { ...config, fields },
    'username',
  )
  if (problems.length)
    throw new ApiError(problems, 400, { problems: problems.map((p) => inEnglish(p)) })
  if (input.birthday) refuseUnderage(input.birthday, settings, p.clock.now())
  if (await p.accounts.byUsername(merchant, input.username))
    throw new ApiError('This username is already taken', 409)
  const passwordHash = await hashPassword(input.password)
  const id = await p.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id, profile)
       VALUES ($1, $2, $3, $2, $4, $5, $6) ON CONFLICT (merchant, username) DO NOTHING RETURNING id`,
      [
        merchant,
        input.username,
        passwordHash,
        input.type,
        agentId,
        // The date of birth is the profile's birthday label, as registration stores it.
        JSON.stringify(input.birthday ? { birthday: input.birthday } : {}),
      ],
    )
    if (!rows[0]) throw new ApiError('This username is already taken', 409)
    await tx.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [rows[0].id])
    return String(rows[0].id)
  })
  return { id, username: input.username, type: input.type }
}

interface LinkRow {
  id: string
  code: string
  type: number
  created_at: Date
  registered: string
}

/** The link as the agent centre shows it, with its registration URL on the page's origin. */
const linkView = (row: LinkRow, origin: string) => ({
  id: String(row.id),
  code: row.code,
  type: Number(row.type) as 2 | 3,
  url: `${origin}/register?affiliateCode=${encodeURIComponent(row.code)}`,
  registered: num(row.registered),
  createdAt: iso(row.created_at),
})

const selectLinks = `SELECT l.id, l.code, l.type, l.created_at,
    (SELECT count(*) FROM accounts a WHERE a.invite_link_id = l.id) AS registered
  FROM agent_invite_links l`

/** The agent's invitation links, newest first. */
export async function inviteLinks(p: Platform, agentId: number, origin: string) {
  const rows = await p.db.query<LinkRow>(
    `${selectLinks} WHERE l.account_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT 100`,
    [agentId],
  )
  return { list: rows.map((r) => linkView(r, origin)) }
}

/** A new invitation link with a fresh random code (retried on the rare clash). */
export async function createInviteLink(
  p: Platform,
  agentId: number,
  merchant: string,
  type: 2 | 3,
  origin: string,
) {
  const [{ count } = { count: '0' }] = await p.db.query<{ count: string }>(
    'SELECT count(*) AS count FROM agent_invite_links WHERE account_id = $1',
    [agentId],
  )
  if (num(count) >= 100)
    throw new ApiError('You have reached the limit of 100 invitation links', 400)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join(
      '',
    )
    const rows = await p.db.query<LinkRow>(
      `WITH l AS (
         INSERT INTO agent_invite_links (account_id, merchant, code, type) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant, code) DO NOTHING RETURNING id, code, type, created_at)
       SELECT l.*, 0 AS registered FROM l`,
      [agentId, merchant, code, type],
    )
    if (rows[0]) return linkView(rows[0], origin)
  }
  throw new ApiError('Could not create an invitation link; please try again', 500)
}
