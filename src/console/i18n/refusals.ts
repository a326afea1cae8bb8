import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What the operator reads for each refusal code of the console API (server/platform/console/errors.ts). */
export const refusalMessages: Record<string, MessageDescriptor> = {
  badRequest: msg({ id: 'console.refusal.badRequest', message: 'The request is not valid.' }),
  forbiddenOrigin: msg({
    id: 'console.refusal.forbiddenOrigin',
    message: 'The request did not come from the console.',
  }),
  notSignedIn: msg({ id: 'console.refusal.notSignedIn', message: 'Please sign in again.' }),
  totpRequired: msg({
    id: 'console.refusal.totpRequired',
    message: 'Enter the code of your authenticator app first.',
  }),
  badCredentials: msg({
    id: 'console.refusal.badCredentials',
    message: 'Wrong username or password.',
  }),
  badCode: msg({
    id: 'console.refusal.badCode',
    message: 'Wrong code. Wait for the next code of your authenticator app and try again.',
  }),
  locked: msg({
    id: 'console.refusal.locked',
    message: 'Too many failed attempts: this account is locked for 15 minutes.',
  }),
  tooManyAttempts: msg({
    id: 'console.refusal.tooManyAttempts',
    message: 'Too many failed attempts from this address. Try again later.',
  }),
  merchantRequired: msg({ id: 'console.refusal.merchantRequired', message: 'Choose a merchant.' }),
  notYourMerchant: msg({
    id: 'console.refusal.notYourMerchant',
    message: 'You do not work on this merchant.',
  }),
  forbidden: msg({ id: 'console.refusal.forbidden', message: 'Your role may not do this.' }),
  notFound: msg({ id: 'console.refusal.notFound', message: 'Not found.' }),
  conflict: msg({
    id: 'console.refusal.conflict',
    message: 'Someone changed this meanwhile. Reload and try again.',
  }),
  badPattern: msg({
    id: 'console.refusal.badPattern',
    message: 'A registration pattern is not valid or could run for too long.',
  }),
  internal: msg({
    id: 'console.refusal.internal',
    message: 'Something went wrong. Try again in a moment.',
  }),
}
