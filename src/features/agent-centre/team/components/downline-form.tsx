import { useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import { useRegisterDownlineMutation } from '@/api/agent/register-downline'
import type { RegisterConfig } from '@/api/system/get-register-config'
import { withBirthday } from '@/lib/birthday'
import { isoDay } from '@/lib/date-range'
import { compilePattern } from '@/lib/pattern'
import {
  checkValue,
  hintParts,
  messages,
  type FieldRule,
  type Problem,
} from '@/lib/registration-rules'
import * as ui from '@/ui/ui.css'
import { downlineRules } from '../lib/downline-rules'
import * as styles from '../team.css'
import { Refusal } from './refusal'
import { TextField } from './text-field'

type Name = 'username' | 'password' | 'confirmPassword' | 'birthday'

const empty: Record<Name, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  birthday: '',
}

/**
 * Opens a member or sub-agent account under the agent, checked by the same username and password
 * rules as registration (the platform's config) before the call, and by the platform again; with
 * the date of birth as registration checks it when the merchant asks it at registration (the
 * platform refuses an age under the merchant's minimum; otherwise the account is asked before its
 * first deposit).
 */
export function DownlineForm(props: { config: RegisterConfig; onOpenTeam: () => void }) {
  const { t, i18n } = useLingui()
  const rules = useMemo(() => downlineRules(props.config.fields), [props.config.fields])
  const birthdayRule = useMemo(() => {
    const rule = withBirthday(props.config).birthday
    return rule?.enabled ? rule : null
  }, [props.config])
  const age = props.config.ageRequirement
  // Built apart from i18n._(): Lingui's extractor fails on a spread inside the call's argument.
  const birthdayHint = { ...messages.birthday, values: { age } }
  const patterns = useMemo(
    () => ({
      username: compilePattern(rules.username.acceptedPattern),
      password: compilePattern(rules.password.acceptedPattern),
      birthday: birthdayRule && compilePattern(birthdayRule.acceptedPattern),
    }),
    [rules, birthdayRule],
  )
  const [values, setValues] = useState<Record<Name, string>>(empty)
  const [problems, setProblems] = useState<Partial<Record<Name, Problem | null>>>({})
  const [type, setType] = useState<2 | 3>(3)
  const [done, setDone] = useState('')
  const register = useRegisterDownlineMutation()
  const ruleOf = (name: Name): FieldRule | null =>
    name === 'birthday' ? birthdayRule : name === 'username' ? rules.username : rules.password
  const problemOf = async (name: Name, all = values): Promise<Problem | null> => {
    const value = all[name].trim()
    const rule = ruleOf(name)
    if (!rule) return null
    const pattern =
      name === 'password' || name === 'confirmPassword' ? patterns.password : patterns[name]
    const found = await checkValue(name, value, rule, pattern)
    if (found) return found
    if (name === 'confirmPassword' && value !== all.password.trim()) return messages.inconsistent
    return null
  }
  const check = async (name: Name, all = values) => {
    const problem = await problemOf(name, all)
    setProblems((current) => ({ ...current, [name]: problem }))
  }
  // A field with a message is checked again as it is typed, so the message goes once it is fixed.
  // Nothing is checked on blur: a message appearing or going then would move the submit button
  // between the press and the release of a click on it.
  const set = (name: Name) => (value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    if (problems[name]) void check(name, next)
  }
  const hint = (name: 'username' | 'password') =>
    hintParts(rules[name])
      .map((p) => i18n._(p))
      .join(' · ')
  const show = (problem: Problem | null | undefined) => (problem ? i18n._(problem) : undefined)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setDone('')
    register.reset()
    const names: Name[] = ['username', 'password', 'confirmPassword', 'birthday']
    const found = await Promise.all(names.map((name) => problemOf(name)))
    setProblems(Object.fromEntries(names.map((name, i) => [name, found[i]])))
    if (found.some(Boolean)) return
    const username = values.username.trim()
    const birthday = birthdayRule && values.birthday ? { birthday: values.birthday } : {}
    register.mutate(
      { username, password: values.password.trim(), type, ...birthday },
      {
        onSuccess: () => {
          setDone(t({ id: 'agent.register.done', message: `Account ${username} is open.` }))
          setValues(empty)
          setProblems({})
        },
      },
    )
  }
  return (
    <form
      className={ui.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="downline-form"
    >
      <h3 className={styles.subtitle}>
        {t({ id: 'agent.register.title', message: 'Open an account in your team' })}
      </h3>
      <fieldset className={styles.radios}>
        <legend className={ui.visuallyHidden}>
          {t({ id: 'agent.register.type', message: 'Account type' })}
        </legend>
        {([3, 2] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="downline-type"
              checked={type === value}
              onChange={() => setType(value)}
              data-testid={`downline-type-${value}`}
            />{' '}
            {value === 3
              ? t({ id: 'agent.type.member', message: 'Member' })
              : t({ id: 'agent.type.subAgent', message: 'Sub-agent' })}
          </label>
        ))}
      </fieldset>
      <TextField
        required
        label={t({ id: 'register.username', message: 'Username' })}
        value={values.username}
        onChange={set('username')}
        hint={hint('username')}
        error={show(problems.username)}
        maxLength={rules.username.maxLength}
        testId="downline-username"
      />
      <TextField
        required
        label={t({ id: 'register.password', message: 'Password' })}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        hint={hint('password')}
        error={show(problems.password)}
        maxLength={rules.password.maxLength}
        testId="downline-password"
      />
      <TextField
        required
        label={t({ id: 'agent.register.confirm', message: 'Confirm password' })}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={show(problems.confirmPassword)}
        maxLength={rules.password.maxLength}
        testId="downline-confirm"
      />
      {birthdayRule ? (
        <TextField
          required={birthdayRule.required}
          label={t({ id: 'register.birthday', message: 'Date of birth' })}
          type="date"
          max={isoDay(new Date())}
          autoComplete="off"
          value={values.birthday}
          onChange={set('birthday')}
          hint={i18n._(birthdayHint)}
          error={show(problems.birthday)}
          testId="downline-birthday"
        />
      ) : null}
      <Refusal error={register.error} testId="downline-error" />
      {done ? (
        <p className={styles.success} role="status" data-testid="downline-done">
          {done}{' '}
          <button type="button" className={styles.linkButton} onClick={props.onOpenTeam}>
            {t({ id: 'agent.register.viewTeam', message: 'View your team' })}
          </button>
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={register.isPending}
          data-testid="downline-submit"
        >
          {t({ id: 'agent.register.submit', message: 'Open account' })}
        </button>
      </div>
    </form>
  )
}
