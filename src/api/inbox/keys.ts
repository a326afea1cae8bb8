/**
 * Query keys of the inbox domain (schemas/api/inbox.json). The badge counts are shared by the header
 * and the member centre's menu; every member-centre list carries the account, so a member who signs
 * in after another never sees the previous member's cached rows.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  counts: () => [...inboxKeys.all, 'counts'] as const,
  ofMember: (account: string | null) => [...inboxKeys.all, 'member', account] as const,
  rewards: (account: string | null) => [...inboxKeys.ofMember(account), 'rewards'] as const,
  missions: (account: string | null) => [...inboxKeys.ofMember(account), 'missions'] as const,
  leaderboard: (account: string | null) => [...inboxKeys.ofMember(account), 'leaderboard'] as const,
  messages: (account: string | null) => [...inboxKeys.ofMember(account), 'messages'] as const,
  messagePage: (account: string | null, pageNo: number, pageSize: number) =>
    [...inboxKeys.messages(account), { pageNo, pageSize }] as const,
  referral: (account: string | null) => [...inboxKeys.ofMember(account), 'referral'] as const,
  marketing: (account: string | null, language: string) =>
    [...inboxKeys.ofMember(account), 'marketing', language] as const,
}
