import type { call } from '../../src/test/any-call'
import type { startPlatform } from './platform'

/** What a contract case may use: the running platform and a signed-in transport. */
export interface CaseContext {
  server: Awaited<ReturnType<typeof startPlatform>>
  /** A slider answer the server accepts (drawn through the platform's captcha store). */
  solvedSlider(): Promise<{ sliderId: string; sliderX: number }>
  /** Signs in through the app's transport and returns the token (the transport then uses it). */
  signIn(username?: string, password?: string): Promise<string>
  call: typeof call
}

/** How the contract test calls each catalogue entry of a domain; the value is checked by the transport. */
export type Cases = Record<string, (ctx: CaseContext) => Promise<unknown>>
