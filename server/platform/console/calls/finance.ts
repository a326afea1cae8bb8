import { ApiError } from '../../router'
import { ConsoleError, type ConsoleRefusal } from '../errors'
import {
  approveWithdrawal,
  decideAdjustment,
  listAdjustments,
  refuseWithdrawal,
  requestAdjustment,
  searchDeposits,
  withdrawalQueue,
} from '../finance'
import type { ConsoleArea } from '../router'

const codeOf: Partial<Record<number, ConsoleRefusal>> = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
}

/**
 * Runs a platform module's function for a console call: its refusals (the platform's ApiError,
 * shared with the portal's handlers) become the console's, with the English text as the detail.
 */
export async function asConsole<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const code = error instanceof ApiError ? codeOf[error.status] : undefined
    if (error instanceof ApiError && code) throw new ConsoleError(code, error.message)
    throw error
  }
}

/** The finance desk (server/platform/console/finance.ts) as console calls. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'finance.deposits': ({ input, operator }) =>
      asConsole(() => searchDeposits(p.db, operator, input)),
    'finance.withdrawals': ({ input, operator }) =>
      asConsole(() => withdrawalQueue(p.db, operator, input)),
    'finance.approveWithdrawal': ({ input, operator }) =>
      asConsole(() => approveWithdrawal(p, operator, input)),
    'finance.refuseWithdrawal': ({ input, operator }) =>
      asConsole(() => refuseWithdrawal(p.db, operator, input)),
    'finance.adjustments': ({ input, operator }) =>
      asConsole(() => listAdjustments(p.db, operator, input)),
    'finance.requestAdjustment': ({ input, operator }) =>
      asConsole(() => requestAdjustment(p.db, operator, input)),
    'finance.decideAdjustment': ({ input, operator }) =>
      asConsole(() => decideAdjustment(p.db, operator, input)),
  }),
}
