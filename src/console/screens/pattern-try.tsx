import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { compilePattern, type PatternResult } from '@/lib/pattern/index'
import * as styles from '../ui/console.css'

/**
 * A value tried against a pattern as the portal's registration form tries it (compilePattern: RE2
 * when the pattern allows, else a worker with a deadline), so the operator sees what players will.
 */
export function PatternTry({ name, source }: { name: string; source: string }) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const [result, setResult] = useState<PatternResult | null>(null)
  const pattern = useMemo(() => compilePattern(source), [source])
  useEffect(() => {
    if (!value) return
    let isCurrent = true
    void pattern.test(value).then((outcome) => {
      if (isCurrent) setResult(outcome)
    })
    return () => {
      isCurrent = false
    }
  }, [pattern, value])
  const shown = value ? result : null
  return (
    <div className={styles.row}>
      <input
        className={styles.input}
        aria-label={`${name}: ${t({ id: 'console.settings.tryValue', message: 'Try a value' })}`}
        placeholder={t({ id: 'console.settings.tryValue', message: 'Try a value' })}
        maxLength={255}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span role="status" data-testid={`pattern-result-${name}`}>
        {shown === 'match' && t({ id: 'console.settings.tryMatch', message: 'Accepted' })}
        {shown === 'mismatch' && t({ id: 'console.settings.tryMismatch', message: 'Refused' })}
        {shown === 'timeout' &&
          t({ id: 'console.settings.tryTimeout', message: 'Took too long: refused' })}
      </span>
    </div>
  )
}
