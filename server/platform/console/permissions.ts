import type { CallId } from '../../../src/console/api/types.gen'
import type { Role } from './context'

/**
 * Who may make a console call, in one place. A list of roles: a call about one merchant (named by
 * the `console-merchant` header), allowed to an operator whose role on that merchant is listed.
 * Otherwise a stage of the session: `public` needs none, `totp` the half-signed-in session the
 * password opened, `session` any session (signing out), `signed-in` a full one (who-am-I).
 * A call of schemas/console/ without an entry fails the console's mount, and
 * tests/contract/console-permissions.test.ts calls each one as each role, on a merchant the
 * operator holds and on another.
 */
export type Access = readonly Role[] | 'public' | 'totp' | 'session' | 'signed-in'

const everyRole = ['owner', 'content', 'finance', 'support', 'readonly'] as const
const contentWriters = ['owner', 'content'] as const

export const permissions = {
  'auth.signIn': 'public',
  'auth.verifyTotp': 'totp',
  'auth.signOut': 'session',
  'auth.me': 'signed-in',
  'auth.changePassword': 'signed-in',
  'audit.search': ['owner', 'readonly'],
  'settings.get': everyRole,
  'settings.update': ['owner'],
  // Finance and players (server/platform/console/finance.ts, players.ts): their own role and the
  // owner change; read-only reads.
  'finance.deposits': ['owner', 'finance', 'readonly'],
  'finance.withdrawals': ['owner', 'finance', 'readonly'],
  'finance.adjustments': ['owner', 'finance', 'readonly'],
  'finance.approveWithdrawal': ['owner', 'finance'],
  'finance.refuseWithdrawal': ['owner', 'finance'],
  'finance.requestAdjustment': ['owner', 'finance'],
  'finance.decideAdjustment': ['owner', 'finance'],
  'players.search': ['owner', 'support', 'readonly'],
  'players.profile': ['owner', 'support', 'readonly'],
  'players.responsible': ['owner', 'support', 'readonly'],
  'players.ledger': ['owner', 'support', 'readonly'],
  'players.bets': ['owner', 'support', 'readonly'],
  'players.signIns': ['owner', 'support', 'readonly'],
  'players.tree': ['owner', 'support', 'readonly'],
  'players.contracts': ['owner', 'support', 'readonly'],
  'players.setLock': ['owner', 'support'],
  'players.forcePasswordChange': ['owner', 'support'],
  'players.resetTwoFactor': ['owner', 'support'],
  'dashboard.daily': ['owner', 'finance', 'readonly'],
  // Content (server/platform/console/content.ts): every role reads; owner and content write and
  // decide promotion applications.
  'promotions.list': everyRole,
  'promotions.applications': everyRole,
  'promotions.applicationImages': everyRole,
  'promotions.save': contentWriters,
  'promotions.remove': contentWriters,
  'promotions.decide': contentWriters,
  'help.list': everyRole,
  'help.save': contentWriters,
  'help.remove': contentWriters,
  'blog.list': everyRole,
  'blog.save': contentWriters,
  'blog.remove': contentWriters,
  'announcements.list': everyRole,
  'announcements.save': contentWriters,
  'announcements.remove': contentWriters,
  // Banners and notices (server/platform/console/calls/banners.ts, notices.ts).
  'banners.list': everyRole,
  'banners.picture': everyRole,
  'banners.save': contentWriters,
  'banners.remove': contentWriters,
  'banners.upload': contentWriters,
  'notices.list': everyRole,
  'notices.save': contentWriters,
  'notices.remove': contentWriters,
} as const satisfies Record<CallId, Access>

/** The console calls a role may make on a merchant it holds (the client's navigation reads them). */
export function callsOf(role: Role, table: Record<string, Access> = permissions): string[] {
  return Object.entries(table)
    .filter(([, access]) => Array.isArray(access) && access.includes(role))
    .map(([id]) => id)
}

/** Whether a call is about one merchant, so that the merchant and a role are checked. */
export const isMerchantCall = (access: Access): access is readonly Role[] => Array.isArray(access)
