/**
 * Query keys of the inbox domain for the member centre. Every key carries the account, so a member
 * who signs in after another never sees the previous member's cached rows. The badge counts live one
 * layer down (accountKeys.inboxCounts), shared with the header.
 */
export const inboxKeys = {
  all: ['inbox', 'member'] as const,
  rewards: (account: string | null) => [...inboxKeys.all, account, 'rewards'] as const,
  missions: (account: string | null) => [...inboxKeys.all, account, 'missions'] as const,
  leaderboard: (account: string | null) => [...inboxKeys.all, account, 'leaderboard'] as const,
  messages: (account: string | null) => [...inboxKeys.all, account, 'messages'] as const,
  messagePage: (account: string | null, pageNo: number, pageSize: number) =>
    [...inboxKeys.messages(account), { pageNo, pageSize }] as const,
  referral: (account: string | null) => [...inboxKeys.all, account, 'referral'] as const,
}
