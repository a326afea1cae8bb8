import { formatMoney, symbolGap, type Currency } from '@/lib/money'

/** What stands for a hidden balance: always six stars, so the length tells nothing. */
export const hiddenAmount = '******'

/** The header's balance: the amount with the brand's currency, or stars after the symbol when hidden. */
export function balanceText(
  minor: number,
  currency: Currency,
  locale: string,
  isHidden: boolean,
): string {
  return isHidden
    ? `${currency.symbol}${symbolGap}${hiddenAmount}`
    : formatMoney(minor, currency, locale)
}

/** A promotion as content.promotions lists it; only its status matters here. */
export interface PromotionStatus {
  status: string
}

/** Promotions a member can still join (status join) plus unread messages: the avatar's badge. */
export function badgeCount(
  promotions: readonly PromotionStatus[] | undefined,
  unreadMessages: number | undefined,
): number {
  const available = promotions?.filter((promotion) => promotion.status === 'join').length ?? 0
  return available + Math.max(0, unreadMessages ?? 0)
}

/** The badge text: nothing at 0, the count up to 99, then 99+. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}
