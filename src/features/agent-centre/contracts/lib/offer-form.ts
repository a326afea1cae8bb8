import type { ContractKind } from '@/api/agent/get-contracts'
import type { OfferRequest } from '@/api/agent/offer-contract'
import type { Currency } from '@/lib/money'
import { parseAmount } from '@/lib/typed-amount'

/** The offer form as typed. */
export interface OfferFields {
  downline: string
  rate: string
  activeMembers: string
  validBet: string
  periodType: 'D' | 'W' | 'M'
  profitRate: string
  lossRate: string
  singleBet: string
}

/** Why a field is refused; the form turns each into a message next to the field. */
export type FieldProblem = 'required' | 'rate' | 'count' | 'amount' | 'positive'

export type OfferProblems = Partial<Record<keyof OfferFields, FieldProblem>>

/** An empty form; the dividend's period defaults to monthly as on the platform. */
export const emptyOffer = (downline = ''): OfferFields => ({
  downline,
  rate: '',
  activeMembers: '0',
  validBet: '0',
  periodType: 'M',
  profitRate: '',
  lossRate: '',
  singleBet: '',
})

/** A percentage with at most 3 decimals within [0, 100] (above 0 when positive), or null. */
export function parseRate(text: string, positive: boolean): number | null {
  const cleaned = text.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(cleaned)) return null
  const value = Number(cleaned)
  if (value > 100 || (positive && value === 0)) return null
  return value
}

const maxAmount = 100_000_000_000

/**
 * Checks the offer of one kind and builds its request: rate in (0, 100], active members a whole
 * number, the valid bet an amount in the brand's currency; a dividend carries its period, a
 * real-time salary its profit rate, loss rate and single bet amount (above 0).
 */
export function checkOffer(
  kind: ContractKind,
  fields: OfferFields,
  currency: Currency,
  /** The reader's language, which decides the decimal separator. */
  locale = 'en',
): { request: OfferRequest } | { problems: OfferProblems } {
  const problems: OfferProblems = {}
  const downline = fields.downline.trim()
  if (!downline) problems.downline = 'required'
  const rate = parseRate(fields.rate, true)
  if (rate === null) problems.rate = fields.rate.trim() ? 'rate' : 'required'
  const members = /^\d{1,6}$/.test(fields.activeMembers.trim())
    ? Number(fields.activeMembers.trim())
    : null
  if (members === null || members > 100_000) problems.activeMembers = 'count'
  const validBet = parseAmount(fields.validBet, currency, locale)
  if (validBet === null || validBet > maxAmount) problems.validBet = 'amount'
  const request: OfferRequest = {
    downline,
    kind,
    rate: rate ?? 0,
    activeMembers: members ?? 0,
    validBet: validBet ?? 0,
  }
  if (kind === 'dividend') request.periodType = fields.periodType
  if (kind === 'realtimeSalary') {
    const profitRate = parseRate(fields.profitRate, false)
    const lossRate = parseRate(fields.lossRate, false)
    const singleBet = parseAmount(fields.singleBet, currency, locale)
    if (profitRate === null) problems.profitRate = fields.profitRate.trim() ? 'rate' : 'required'
    if (lossRate === null) problems.lossRate = fields.lossRate.trim() ? 'rate' : 'required'
    if (singleBet === null || singleBet > maxAmount)
      problems.singleBet = fields.singleBet.trim() ? 'amount' : 'required'
    else if (singleBet === 0) problems.singleBet = 'positive'
    Object.assign(request, { profitRate, lossRate, singleBet })
  }
  return Object.keys(problems).length ? { problems } : { request }
}
