/** Query keys of the finance calls this area reads; the same key as every screen that binds banks. */
export const financeKeys = {
  all: ['finance'] as const,
  banks: () => [...financeKeys.all, 'banks'] as const,
}
