import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { ProfileLabels } from '@/api/member/get-profile'
import { permissionQueryOptions } from '@/api/system/get-permission'
import { useUpdateProfileMutation } from '@/api/member/update-profile'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { TextField } from '../../money/components/text-field'
import * as styles from '../../money/money.css'
import { birthdayProblem } from '@/lib/birthday'
import { isZaloNumber } from '../lib/zalo'
import * as own from '../account.css'
import { useZaloHint, ZaloOutcome } from './zalo-reward'
import { useErrorReason } from '@/i18n/ui-labels'

type Label = keyof ProfileLabels

/** The text labels in the order of spec §3; the birthday comes first, as a date. */
const textLabels: Label[] = [
  'permanentAddress',
  'currentAddress',
  'placeOfBirth',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
]

function useLabelNames(): Record<Label, string> {
  const { t } = useLingui()
  return {
    birthday: t({ id: 'member.profile.birthday', message: 'Birthday' }),
    permanentAddress: t({ id: 'member.profile.permanentAddress', message: 'Permanent address' }),
    currentAddress: t({ id: 'member.profile.currentAddress', message: 'Current address' }),
    placeOfBirth: t({ id: 'member.profile.placeOfBirth', message: 'Place of birth' }),
    nationality: t({ id: 'member.profile.nationality', message: 'Nationality' }),
    occupation: t({ id: 'member.profile.occupation', message: 'Occupation' }),
    sourceOfIncome: t({ id: 'member.profile.sourceOfIncome', message: 'Source of income' }),
    telegram: t({ id: 'member.profile.telegram', message: 'Telegram' }),
    zalo: t({ id: 'member.profile.zalo', message: 'Zalo' }),
  }
}

/**
 * The profile labels of spec §3, the birthday checked for the merchant's minimum age (the
 * platform checks it again), the Zalo label for a phone number; the Zalo field offers the Zalo reward where the merchant has one.
 */
export function ProfileForm({ labels }: { labels: ProfileLabels }) {
  const { t } = useLingui()
  const names = useLabelNames()
  const update = useUpdateProfileMutation()
  const reason = useErrorReason()
  const [values, setValues] = useState<ProfileLabels>(labels)
  const [birthdayError, setBirthdayError] = useState('')
  const [zaloError, setZaloError] = useState('')
  const [isSaved, setSaved] = useState(false)
  const zalo = useZaloHint()
  // The merchant's minimum age (18, or 21: spec §5's birthday check of 21 is that merchant's).
  // Until the answer every page loads is in, only the format is checked here.
  const age = useQuery(permissionQueryOptions()).data?.info.register.minimumAge
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const found = values.birthday ? birthdayProblem(values.birthday, age ?? 0) : null
    const problem = found === 'age' && age === undefined ? null : found
    setBirthdayError(
      problem === 'age'
        ? t({ id: 'member.profile.birthdayAge', message: `You must be at least ${age} years old.` })
        : problem === 'format'
          ? t({ id: 'member.profile.birthdayFormat', message: 'Enter a date as yyyy-MM-dd.' })
          : '',
    )
    const isZaloWrong = Boolean(values.zalo?.trim()) && !isZaloNumber(values.zalo ?? '')
    setZaloError(
      isZaloWrong
        ? t({
            id: 'member.profile.zaloFormat',
            message: 'Enter the phone number of your Zalo account, for example 0912 345 678.',
          })
        : '',
    )
    if (problem || isZaloWrong) return
    // Only what was typed goes: an untouched empty label stays absent rather than stored as "".
    const changed = Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, (value ?? '').trim()])
        .filter(([key, value]) => value !== '' || labels[key as Label]),
    ) as ProfileLabels
    update.mutate({ profile: changed }, { onSuccess: () => setSaved(true) })
  }
  const field = (key: Label) => (value: string) => setValues((v) => ({ ...v, [key]: value }))
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="security-profile">
      <h3 className={styles.cardTitle}>
        {t({ id: 'member.profile.title', message: 'Personal details' })}
      </h3>
      <div className={own.fields}>
        <TextField
          label={names.birthday}
          type="date"
          value={values.birthday ?? ''}
          onChange={field('birthday')}
          error={birthdayError}
          testId="profile-birthday"
        />
        {textLabels.map((key) =>
          key === 'zalo' ? (
            <TextField
              key={key}
              label={names[key]}
              value={values[key] ?? ''}
              onChange={field(key)}
              maxLength={40}
              inputMode="tel"
              autoComplete="tel"
              hint={zalo.hint}
              error={zaloError}
              testId="profile-zalo"
              className={zalo.isOffered ? own.offered : undefined}
            />
          ) : (
            <TextField
              key={key}
              label={names[key]}
              value={values[key] ?? ''}
              onChange={field(key)}
              maxLength={200}
              testId={`profile-${key}`}
            />
          ),
        )}
      </div>
      <div className={ui.actions}>
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={update.isPending}
          data-testid="profile-save"
        >
          {t({ id: 'member.security.save', message: 'Save' })}
        </button>
      </div>
      <FormError message={update.error ? reason(update.error) : ''} testId="profile-refused" />
      {isSaved ? (
        <p className={styles.success} role="status" data-testid="profile-saved">
          {t({ id: 'member.security.saved', message: 'Saved.' })}
        </p>
      ) : null}
      {isSaved ? <ZaloOutcome outcome={update.data} /> : null}
    </form>
  )
}
