import { defaultSettings, type MerchantSettings } from './settings'

/**
 * The settings each seeded brand starts with (README.md, "Brands differ"): the defaults, and for
 * jade and nova a few differences a tester sees in the portal (the registration form, the sign-in
 * form's free play) and the console (their zones). A brand not named here takes the defaults.
 */
export function seededSettings(brandId: string): MerchantSettings {
  const settings = defaultSettings()
  const fields = settings.register.fields
  if (brandId === 'jade') {
    // An email is asked and required; the username is 8 to 16 characters; no payee name.
    fields.email = { ...fields.email!, required: true }
    fields.username = { ...fields.username!, minLength: 8 }
    fields.payeeName = { ...fields.payeeName!, enabled: false }
    settings.timeZone = 'Asia/Manila'
  }
  if (brandId === 'nova') {
    // The mobile number is required; no email is asked; no free play at sign-in.
    fields.mobileNum = { ...fields.mobileNum!, required: true, minLength: 9, maxLength: 11 }
    fields.email = { ...fields.email!, enabled: false, required: false }
    settings.menu.freePlay = false
    settings.timeZone = 'Asia/Ho_Chi_Minh'
  }
  return settings
}
