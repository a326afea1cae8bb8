import type { Cases } from '../harness'
import { solvedCaptcha as captchaFor } from '../platform'

/** An image captcha and its answer at the transport's merchant, from the platform's captcha store. */
const solvedCaptcha = (ctx: Parameters<Cases[string]>[0]) => captchaFor(ctx.server)

const sessionCases: Cases = {
  'auth.publicKey': ({ call }) => call('auth.publicKey'),
  'auth.captcha': ({ call }) => call('auth.captcha'),
  'auth.slider': ({ call }) => call('auth.slider'),
  'auth.login': ({ signIn }) => signIn(),
  // New numbers: the image captcha goes with the first code.
  'auth.loginCode': async (ctx) =>
    ctx.call('auth.loginCode', {
      mobileNum: '9175550001',
      countryDialingCode: '+63',
      ...(await solvedCaptcha(ctx)),
    }),
  'auth.registerSms': async (ctx) =>
    ctx.call('auth.registerSms', {
      mobileNo: '9175550002',
      countryDialingCode: '+63',
      ...(await solvedCaptcha(ctx)),
    }),
  'auth.changePassword': ({ call }) =>
    call('auth.changePassword', {
      oldPassword: 'Demo1234',
      newPassword: 'Demo1234',
      confirmNewPassword: 'Demo1234',
    }),
  // Runs last in its domain: the test signs in again afterwards.
  'auth.logout': ({ call }) => call('auth.logout'),
}

let registered = 0
const smsCode = async (ctx: Parameters<Cases[string]>[0], mobile: string) => {
  const rows = await ctx.server.db.query<{ code: string }>(
    'SELECT code FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
    [mobile],
  )
  return rows[0]!.code
}

export const registrationCases: Cases = {
  'auth.register': async (ctx) => {
    registered += 1
    return ctx.call('auth.register', {
      username: `player${registered}x`,
      password: 'Secret12',
      confirmPassword: 'Secret12',
      registerMethod: 'WEB',
      birthday: '1990-05-01',
      ...(await solvedCaptcha(ctx)),
    })
  },
  'auth.registerMobile': async (ctx) => {
    await ctx.call('auth.registerSms', {
      mobileNo: '9175551234',
      countryDialingCode: '+63',
      ...(await solvedCaptcha(ctx)),
    })
    return ctx.call('auth.registerMobile', {
      mobileNum: '9175551234',
      verificationCode: await smsCode(ctx, '9175551234'),
      password: 'Secret12',
      confirmPassword: 'Secret12',
      registerMethod: 'WEB',
      birthday: '1990-05-01',
      ...(await solvedCaptcha(ctx)),
    })
  },
  'auth.affiliateCheck': ({ call }) => call('auth.affiliateCheck', { code: 'AGENT1' }),
  'auth.forgotByEmail': ({ call }) =>
    call('auth.forgotByEmail', { username: 'demo_member', email: 'demo_member@example.com' }),
  'auth.passwordCode': ({ call }) =>
    call('auth.passwordCode', { mobileNum: '9170000003', countryDialingCode: '+63' }),
  'auth.setPasswordByPhone': async (ctx) =>
    ctx.call('auth.setPasswordByPhone', {
      mobileNum: '9170000003',
      newPassword: 'Newpass12',
      verificationCode: await smsCode(ctx, '9170000003'),
    }),
  'auth.freePlay': async (ctx) =>
    ctx.call('auth.freePlay', { os: 'web', platform: 'web', ...(await ctx.solvedSlider()) }),
}

/** A login from a new IP, verified with the code sent to the bound phone. */
export const verificationCases: Cases = {
  'auth.verifyLogin': async (ctx) => {
    await ctx.server.db.query(
      `UPDATE accounts SET known_ips = '{203.0.113.9}' WHERE username = 'demo_sub2' AND merchant = 'LUCKY01'`,
    )
    const ticket = await ctx
      .call('auth.login', {
        username: 'demo_sub2',
        password: 'Demo1234',
        type: 'username',
        ...(await ctx.solvedSlider()),
      })
      .then(
        () => '',
        (error: { details?: { value?: { verification?: { ticket: string } } } }) =>
          error.details?.value?.verification?.ticket ?? '',
      )
    return ctx.call('auth.verifyLogin', { ticket, answer: await smsCode(ctx, '9170000004') })
  },
}

const { 'auth.logout': logout, ...beforeLogout } = sessionCases

// Registration runs before logout, which ends the session last.
export const cases: Cases = {
  ...beforeLogout,
  ...registrationCases,
  ...verificationCases,
  'auth.logout': logout!,
}
