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
  playerExcluded: msg({
    id: 'console.refusal.playerExcluded',
    message:
      'This player is excluded from promotions (time-out, self-exclusion or a closed account): no bonus can be paid.',
  }),
  badLink: msg({
    id: 'console.refusal.badLink',
    message:
      'The portal cannot open this link: a URL must start with https://, a route must be a page of the portal, a game is vendor/gameCode and a promotion its number.',
  }),
  badPicture: msg({
    id: 'console.refusal.badPicture',
    message: 'This file is not a PNG, JPEG or WebP picture.',
  }),
  pictureTooLarge: msg({
    id: 'console.refusal.pictureTooLarge',
    message: 'The picture is larger than 1 MB.',
  }),
  pictureSize: msg({
    id: 'console.refusal.pictureSize',
    message: 'The picture must be 4:1 (width four times its height) and at least 960×240 pixels.',
  }),
  unknownPicture: msg({
    id: 'console.refusal.unknownPicture',
    message: 'The picture was not uploaded. Upload it again.',
  }),
  internal: msg({
    id: 'console.refusal.internal',
    message: 'Something went wrong. Try again in a moment.',
  }),
}
