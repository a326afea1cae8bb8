/** Query keys of the wallet domain; ['wallet'] also covers the header balance (accountKeys.balance). */
export const walletKeys = {
  all: ['wallet'] as const,
  vendors: () => [...walletKeys.all, 'vendors'] as const,
}
