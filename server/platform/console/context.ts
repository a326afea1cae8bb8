/** What an operator may be on a merchant (docs/console.md: what each role may do). */
export type Role = 'owner' | 'content' | 'finance' | 'support' | 'readonly'

/** Every role, in the order the console lists them. */
export const roles: readonly Role[] = ['owner', 'content', 'finance', 'support', 'readonly']

/**
 * Who calls a console function and for which merchant: the router builds it once the session,
 * the merchant the operator holds and the role's permission are checked (permissions.ts). A
 * function that takes it scopes every query by the merchant (an id of another's row is "not found").
 */
export interface OperatorContext {
  operatorId: number
  username: string
  /** The merchant's number (merchants.id), as operator_merchants and audit_log name it. */
  merchantId: number
  /** The merchant's code (merchants.code), as every other table names it. */
  merchant: string
  role: Role
}
