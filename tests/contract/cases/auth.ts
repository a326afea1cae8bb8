import type { Cases } from '../harness'

export const cases: Cases = {
  'auth.publicKey': ({ call }) => call('auth.publicKey'),
  'auth.captcha': ({ call }) => call('auth.captcha'),
  'auth.slider': ({ call }) => call('auth.slider'),
  'auth.login': ({ signIn }) => signIn(),
  'auth.loginCode': ({ call }) =>
    call('auth.loginCode', { body: { mobileNum: '9175550001', countryDialingCode: '+63' } }),
  'auth.registerSms': ({ call }) =>
    call('auth.registerSms', { body: { mobileNo: '9175550002', countryDialingCode: '+63' } }),
  'auth.changePassword': ({ call }) =>
    call('auth.changePassword', {
      body: { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
    }),
  // Runs last in its domain: the test signs in again afterwards.
  'auth.logout': ({ call }) => call('auth.logout'),
}
