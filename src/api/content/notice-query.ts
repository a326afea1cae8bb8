/** Spec §9: the announcement types of the ticker and notice list, for platform W, execution B. */
export const noticeQuery = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const
