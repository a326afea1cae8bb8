import type { Currency } from '@/lib/money'

/** Two currencies of the shipped brands for tests of amounts: one with cents, one without. */
export const php: Currency = { code: 'PHP', symbol: 'P', minorUnits: 2 }
export const vnd: Currency = { code: 'VND', symbol: '₫', minorUnits: 0 }
