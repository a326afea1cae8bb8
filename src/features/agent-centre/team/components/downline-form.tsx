import { useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import { useRegisterDownlineMutation } from '@/api/agent/register-downline'
import type { RegisterConfig } from '@/api/system/get-register-config'
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

type Name = 'username' | 'password' | 'confirmPassword'

/**
 * Opens a member or sub-agent account under the agent, checked by the same username and password
 * rules as registration (the platform's config) before the call, and by the platform again.
 */
export function DownlineForm(props: { config: RegisterConfig; onOpenTeam: () => void }) {
  const { t, i18n } = useLingui()
  const rules = useMemo(() => downlineRules(props.config.fields), [props.config.fields])
  const patterns = useMemo(
    () => ({
      username: compilePattern(rules.username.acceptedPattern),
      password: compilePattern(rules.password.acceptedPattern),
    }),
    [rules],
  )
  const [values, setValues] = useState<Record<Name, string>>({
    username: '',
    password: '',
    confirmPassword: '',
  })
  const [problems, setProblems] = useState<Partial<Record<Name, Problem | null>>>({})
  const [type, setType] = useState<2 | 3>(3)
  const [done, setDone] = useState('')
  const register = useRegisterDownlineMutation()
  const ruleOf = (name: Name): FieldRule => (name === 'username' ? rules.username : rules.password)
  const problemOf = async (name: Name, all = values): Promise<Problem | null> => {
    const value = all[name].trim()
    const pattern = name === 'username' ? patterns.username : patterns.password
    const found = await checkValue(name, value, ruleOf(name), pattern)
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
  const hint = (name: Name) =>
    hintParts(ruleOf(name))
      .map((p) => i18n._(p))
      .join(' · ')
  const show = (problem: Problem | null | undefined) => (problem ? i18n._(problem) : undefined)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setDone('')
    register.reset()
    const names: Name[] = ['username', 'password', 'confirmPassword']
    const found = await Promise.all(names.map((name) => problemOf(name)))
    setProblems(Object.fromEntries(names.map((name, i) => [name, found[i]])))
    if (found.some(Boolean)) return
    const username = values.username.trim()
    register.mutate(
      { username, password: values.password.trim(), type },
      {
        onSuccess: () => {
          setDone(t({ id: 'agent.register.done', message: `Account ${username} is open.` }))
          setValues({ username: '', password: '', confirmPassword: '' })
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
