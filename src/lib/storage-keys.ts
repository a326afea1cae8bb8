/** Storage keys of the specification; other systems depend on their spelling. */
export const storageKeys = {
  historyLanguage: 'historyLanguage',
  language: 'language',
  theme: 'theme',
  token: 'token',
  account: 'account',
  customerId: 'customerId',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  merchant: 'merchant',
  username: 'username',
  /** The vendor whose games the list screen opens with (spec §2.6). */
  vassalage: 'vassalage',
  /** localStorage: '1' while the header shows the wallet balance as stars. */
  hideBalance: 'hideBalance',
} as const
