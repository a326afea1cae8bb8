/**
 * Kinds of ledger row the platform writes (schemas/api/wallet.json wallet.records), in the order
 * the account record's filter lists them.
 */
export const ledgerKinds = [
  'deposit',
  'withdraw',
  'transfer-in',
  'transfer-out',
  'vendor-in',
  'vendor-out',
  'bet',
  'win',
  'bonus',
  'rebate',
  'reward',
  'promotion',
  'points',
  'redeem',
  'refund',
  'salary',
  'commission',
  'dividend',
  'free-play',
] as const

/** A ledger kind the portal knows how to name. */
export type LedgerKind = (typeof ledgerKinds)[number]

/** Whether a kind from the platform is one the portal names (others show as they come). */
export const isLedgerKind = (kind: string): kind is LedgerKind =>
  (ledgerKinds as readonly string[]).includes(kind)
