import type { CallInput } from './types.gen'

/** The console's query keys, in one place: nothing inlines a key. */
export const consoleKeys = {
  me: ['console', 'me'] as const,
  merchant: (merchantId: number) => ['console', 'merchant', merchantId] as const,
  audit: (merchantId: number, query: CallInput<'audit.search'>) =>
    [...consoleKeys.merchant(merchantId), 'audit', query] as const,
  settings: (merchantId: number) => [...consoleKeys.merchant(merchantId), 'settings'] as const,
}
