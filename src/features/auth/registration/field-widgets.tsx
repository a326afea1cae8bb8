import type { ReactNode } from 'react'
import type { Country } from '@/api/system/get-countries'
import { isoDay } from '@/lib/date-range'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import { CaptchaPicture } from '../components/fields'
import { SmsCodeButton, SmsSendChallenge, type SmsSend } from '../components/sms-code-button'
import type { VisibleField } from './fields'
import type { FieldInput } from './use-register-form'

/** What a widget needs beyond its input: the countries, the SMS send, the captcha's picture. */
export interface WidgetServices {
  /** The platform's countries, or the brand's home country while they load. */
  countries: Country[]
  /** The dialing code chosen until one is picked: the first country's. */
  defaultDialing: string
  sms: SmsSend
  captchaImage: string | undefined
  /** Shows another captcha picture, the answer cleared. */
  refreshCaptcha: () => void
}

/** What a widget is given: its field, its input's props and the form's services. */
export interface WidgetProps {
  field: VisibleField
  input: FieldInput
  services: WidgetServices
}

/** A field's control (and what goes with it: a send button, a picture), under its label. */
export type FieldWidget = (props: WidgetProps) => ReactNode

const inputClass = `${ui.input} ${styles.grow}`

/** A one-line input of an HTML type; digits-only fields bring up the numeric keypad. */
const plainInput =
  (type: 'text' | 'password' | 'email' | 'tel', inputMode?: 'numeric'): FieldWidget =>
  ({ input }) => (
    <div className={styles.controlRow}>
      <input {...input} className={inputClass} type={type} inputMode={inputMode} />
    </div>
  )

/**
 * The date of birth (yyyy-MM-dd, what a date input's value is): the browser's date picker, which
 * cannot pick a day after today.
 */
const DateOfBirth: FieldWidget = ({ input }) => (
  <div className={styles.controlRow}>
    <input {...input} className={inputClass} type="date" max={isoDay(new Date())} />
  </div>
)

/** The country dialing code, from the platform's countries (the merchant's own first). */
const DialingCode: FieldWidget = ({ input, services }) => (
  <div className={styles.controlRow}>
    <select {...input} className={inputClass} value={input.value || services.defaultDialing}>
      {services.countries.map((c) => (
        <option key={c.countryCode} value={c.countryDialingCode}>
          {c.countryCode} {c.countryDialingCode}
        </option>
      ))}
    </select>
  </div>
)

/** The SMS code beside its send button; a refused send (and the captcha it asks for) below. */
const SmsCode: FieldWidget = ({ input, services }) => (
  <>
    <div className={styles.controlRow}>
      <input {...input} className={inputClass} type="text" inputMode="numeric" />
      <SmsCodeButton sms={services.sms} />
    </div>
    <SmsSendChallenge sms={services.sms} />
  </>
)

/** The image captcha's answer beside its picture, a button that shows another. */
const Captcha: FieldWidget = ({ input, services }) => (
  <div className={styles.controlRow}>
    <input {...input} className={inputClass} type="text" />
    <CaptchaPicture image={services.captchaImage} onRefresh={services.refreshCaptcha} />
  </div>
)

/**
 * The widget of each field kind of schemas/registration-fields.json (every kind but `system`,
 * which has no input). A kind added to the schema without a widget here is a type error, and a
 * test holds the keys to the schema's enum.
 */
export const fieldWidgets: Record<VisibleField['kind'], FieldWidget> = {
  text: plainInput('text'),
  password: plainInput('password'),
  email: plainInput('email'),
  tel: plainInput('tel', 'numeric'),
  date: DateOfBirth,
  select: DialingCode,
  code: SmsCode,
  captcha: Captcha,
}

/** The widget of a field's kind; an unknown kind fails loudly, naming the field and the table. */
export function widgetFor(field: { name: string; kind: string }): FieldWidget {
  if (!Object.hasOwn(fieldWidgets, field.kind))
    throw new Error(
      `schemas/registration-fields.json: field "${field.name}" has kind "${field.kind}", which has no widget (${Object.keys(fieldWidgets).join(', ')})`,
    )
  return fieldWidgets[field.kind as VisibleField['kind']]
}
