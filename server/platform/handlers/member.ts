import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import { ApiError, type Handler } from '../router'

/** The signed-in member. */
function handlers(p: Platform): Record<string, Handler> {
  return {
    'member.info': async ({ caller }) => {
      const account = caller ? await p.accounts.byId(caller.accountId) : null
      if (!account) throw new ApiError('Not logged in', 401)
      return {
        id: String(account.id),
        account: account.username,
        userName: account.username,
        nickname: account.nickname,
        type: account.type,
        toUpline: account.upline_id !== null,
        clubLabel: null,
        memberLabel: [],
      }
    },
  }
}

/** The member domain. */
export const domain: DomainModule = { handlers }
