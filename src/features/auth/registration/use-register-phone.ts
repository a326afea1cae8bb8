import { useQuery } from '@tanstack/react-query'
import { sendRegisterSms } from '@/api/auth/send-register-sms'
import { countriesQueryOptions } from '@/api/system/get-countries'
import { homeCountry } from '@/lib/countries'
import { getBrand } from '@/state/brand.store'
import { useSmsSend, type SmsCaptcha } from '../components/sms-code-button'
import { toE164 } from '../phone-auth/phone-auth'
import { usePhoneAuth } from '../phone-auth/use-phone-auth'
import type { VisibleField } from './fields'
import type { FieldChecks } from './use-field-checks'

/**
 * The phone side of a registration form: the dialing code (the first country's, the merchant's
 * own, until one is chosen; the brand's home country while the list loads), sending the SMS code, and with phoneAuth the provider, which sends the code and trades
 * it for the ID token that goes with the registration instead (spec §4).
 */
export function useRegisterPhone(input: {
  fields: VisibleField[]
  checks: FieldChecks
  isPhoneAuth: boolean
  onError: (message: string) => void
}) {
  const { fields, checks, isPhoneAuth, onError } = input
  const phoneAuth = usePhoneAuth(onError)
  const countries = useQuery({
    ...countriesQueryOptions(),
    enabled: fields.some((f) => f.name === 'countryDialingCode'),
  })
  const home = homeCountry(getBrand().currency.code)
  const defaultDialing = countries.data?.[0]?.countryDialingCode ?? home.countryDialingCode
  const dialingCode = () => checks.valueOf('countryDialingCode') || defaultDialing
  const phoneNumber = () => toE164(dialingCode(), checks.valueOf('mobileNum'))

  // A refused send shows beside the button (SmsSendChallenge), with the captcha it may ask for.
  const sendCode = async (smsCaptcha: SmsCaptcha | undefined) => {
    const mobile = fields.find((f) => f.name === 'mobileNum')
    if (!mobile || (await checks.check(mobile)) || !checks.valueOf('mobileNum')) return null
    onError('')
    if (isPhoneAuth) return phoneAuth.send(phoneNumber())
    const answer = await sendRegisterSms({
      mobileNo: checks.valueOf('mobileNum'),
      countryDialingCode: dialingCode(),
      ...smsCaptcha,
    })
    return answer.expiredMinutes
  }
  const sms = useSmsSend(sendCode, isPhoneAuth ? phoneAuth.holdUntil : undefined)

  return {
    countries: countries.data ?? [home],
    defaultDialing,
    sms,
    /** With phoneAuth, the provider's ID token (and the number it verified) replace the code. */
    async verifyInto(body: Record<string, string | boolean>) {
      if (!isPhoneAuth || !fields.some((f) => f.name === 'verificationCode')) return
      body.firebaseIdToken = await phoneAuth.verify(
        phoneNumber(),
        checks.valueOf('verificationCode'),
      )
      body.firebaseChannel = 'phone'
      body.countryDialingCode = dialingCode()
      body.mobileNum = phoneNumber().slice(dialingCode().length)
      delete body.verificationCode
    },
  }
}
