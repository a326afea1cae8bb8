import { postSigned } from '../platform/integrations/signing'

/** A wallet call's answer: the HTTP status and the platform's JSON (ok, balance, code...). */
export interface WalletReply {
  status: number
  answer: { ok?: boolean; balance?: number; code?: string; [key: string]: unknown }
}

/** How the demo provider reaches the platform's seamless wallet (server/platform/integrations/wallet-api.ts). */
export interface WalletClientOptions {
  platformUrl: string
  providerId: string
  secret: string
  timeoutMs: number
  /** Waits before each retry of a rollback or credit whose answer did not come back. */
  retryDelaysMs: readonly number[]
  /** The fetch the calls go through (a test loses answers with its own). */
  fetch?: typeof fetch
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.())

/** The signed calls of the wallet API; each throws when no answer came back (network, time-out). */
export function walletClient(options: WalletClientOptions) {
  const post = (call: string, payload: object) =>
    postSigned(
      `${options.platformUrl}/wallet/${options.providerId}/${call}`,
      options.secret,
      payload,
      options.timeoutMs,
      options.fetch,
    ) as Promise<WalletReply>

  /**
   * Sends a call until an answer comes back, waiting longer after each loss; the transaction id
   * makes each repeat harmless. Undefined when every try was lost.
   */
  async function untilAnswered(call: string, payload: object) {
    for (const delay of [0, ...options.retryDelaysMs]) {
      if (delay) await sleep(delay)
      try {
        const reply = await post(call, payload)
        // A server error is no answer: the call may not have been decided.
        if (reply.status < 500) return reply
      } catch {
        // lost: try again
      }
    }
    return undefined
  }

  return {
    balance: (playerToken: string) => post('balance', { playerToken }),
    debit: (payload: {
      playerToken: string
      merchant: string
      transactionId: string
      roundId: string
      amount: number
      currency: string
    }) => post('debit', payload),
    credit: (payload: {
      playerToken: string
      transactionId: string
      roundId: string
      amount: number
      currency: string
    }) => untilAnswered('credit', payload),
    rollback: (payload: {
      playerToken: string
      transactionId: string
      roundId: string
      debitTransactionId: string
    }) => untilAnswered('rollback', payload),
  }
}

/** The wallet API as the demo provider calls it. */
export type WalletClient = ReturnType<typeof walletClient>
