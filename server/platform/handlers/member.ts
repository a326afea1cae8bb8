import type { Platform } from '../context'
import { ApiError, type Handler } from '../router'

/** The signed-in member. */
export function memberHandlers(p: Platform): Record<string, Handler> {
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
    'wallet.balance': async ({ caller }) => ({
      sumBalance: await p.accounts.balance(caller!.accountId),
    }),
  }
}
