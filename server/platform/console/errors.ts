/**
 * Why the console refused a call: a stable code the console client shows in the operator's
 * language (src/console/i18n), with the English text for logs and scripts.
 */
export const consoleRefusals = {
  badRequest: [400, 'The request is not valid'],
  forbiddenOrigin: [403, 'The request did not come from the console'],
  notSignedIn: [401, 'Not signed in'],
  totpRequired: [401, 'The authenticator code is required first'],
  badCredentials: [401, 'Wrong username or password'],
  badCode: [401, 'Wrong authenticator code'],
  locked: [423, 'Too many failed attempts: try again later'],
  tooManyAttempts: [429, 'Too many failed attempts from this address: try again later'],
  merchantRequired: [400, 'Choose a merchant'],
  notYourMerchant: [403, 'You do not work on this merchant'],
  forbidden: [403, 'Your role may not do this'],
  notFound: [404, 'Not found'],
  conflict: [409, 'Changed meanwhile: reload and try again'],
  badPattern: [400, 'A registration pattern is not safe or not valid'],
  playerExcluded: [
    409,
    'The player is excluded from promotions (time-out, self-exclusion or closed)',
  ],
  badLink: [400, 'The link is not one the portal can open'],
  badPicture: [400, 'The picture is not a PNG, JPEG or WebP'],
  pictureTooLarge: [413, 'The picture is over 1 MB'],
  pictureSize: [400, 'The picture is not 4:1 and at least 960×240'],
  unknownPicture: [400, 'The picture was not uploaded'],
  internal: [500, 'Internal error'],
} as const satisfies Record<string, readonly [number, string]>

/** A refusal's code. */
export type ConsoleRefusal = keyof typeof consoleRefusals

/** A refusal a console handler throws; the router answers it with its status and code. */
export class ConsoleError extends Error {
  readonly status: number

  constructor(
    readonly code: ConsoleRefusal,
    readonly detail?: string,
  ) {
    const [status, message] = consoleRefusals[code]
    super(detail ? `${message}: ${detail}` : message)
    this.status = status
  }
}
