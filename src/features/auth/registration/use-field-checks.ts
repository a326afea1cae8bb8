import { useMemo, useState } from 'react'
import { compilePattern, type CompiledPattern } from '@/lib/pattern'
import { checkValue, messages, type Problem } from '@/lib/registration-rules'
import type { VisibleField } from './fields'

/**
 * The values of a registration form's fields and their problems: each field's rule from the
 * platform (spec §5), and the confirmation's "inconsistent twice". A field is checked on blur and
 * all of them on submit; typing into a field with a problem clears it.
 */
export function useFieldChecks(fields: VisibleField[]) {
  // Each pattern compiles once; one that does not compile is reported once and ignored.
  const patterns = useMemo(() => {
    const compiled = new Map<string, CompiledPattern>()
    for (const field of fields) compiled.set(field.name, compilePattern(field.rule.acceptedPattern))
    return compiled
  }, [fields])
  const [values, setValues] = useState<Record<string, string>>({})
  const [problems, setProblems] = useState<Record<string, Problem | null>>({})

  const problemOf = async (field: VisibleField): Promise<Problem | null> => {
    const value = (values[field.name] ?? '').trim()
    const found = await checkValue(field.name, value, field.rule, patterns.get(field.name) ?? null)
    if (found) return found
    if (field.name === 'confirmPassword' && value !== (values.password ?? '').trim())
      return messages.inconsistent
    return null
  }

  return {
    values,
    problems,
    /** A field's value as it is sent: trimmed. */
    valueOf: (name: string) => (values[name] ?? '').trim(),
    /** Typing: capped at the field's maximum before any pattern sees it. */
    setValue(field: VisibleField, typed: string) {
      setValues((current) => ({ ...current, [field.name]: typed.slice(0, field.maxLength) }))
      if (problems[field.name]) setProblems((current) => ({ ...current, [field.name]: null }))
    },
    clear: (name: string) => setValues((current) => ({ ...current, [name]: '' })),
    /** Checks one field and shows its problem; answers it. */
    async check(field: VisibleField) {
      const problem = await problemOf(field)
      setProblems((current) => ({ ...current, [field.name]: problem }))
      return problem
    },
    /** Checks every field and shows their problems; answers the name of the first bad one. */
    async checkAll(): Promise<string | null> {
      const found = await Promise.all(
        fields.map(async (f) => [f.name, await problemOf(f)] as const),
      )
      setProblems(Object.fromEntries(found))
      return found.find(([, problem]) => problem)?.[0] ?? null
    },
  }
}

/** A registration form's values and checks (useFieldChecks). */
export type FieldChecks = ReturnType<typeof useFieldChecks>
