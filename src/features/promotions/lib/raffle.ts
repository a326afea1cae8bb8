/**
 * A new key for one press of Draw (content.rafflePromotion requestId): 128 random bits as hex.
 * getRandomValues, unlike randomUUID, works on a page served without TLS too.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
