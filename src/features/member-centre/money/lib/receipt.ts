/** The answers a member may give about a disbursed withdrawal (spec §4). */
export type ReceiptOutcome = 'received' | 'notReceived' | 'partlyReceived'

/**
 * The outcomes offered for an order: forced receipt means it cannot be refunded, so "not
 * received" (the refund claim) is not offered; the platform refuses it as well.
 */
export function receiptOutcomes(order: { forcedReceipt: boolean }): ReceiptOutcome[] {
  return order.forcedReceipt
    ? ['received', 'partlyReceived']
    : ['received', 'notReceived', 'partlyReceived']
}

/** Checks an amount received in part: more than 0 and less than the amount withdrawn. */
export function partialProblem(received: number, amount: number): 'range' | null {
  return received > 0 && received < amount ? null : 'range'
}
