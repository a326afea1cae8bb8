/** Game types whose launch is the lottery launch. */
export const lotteryTypes: ReadonlySet<string> = new Set(['LOTT', 'ELOTT'])
