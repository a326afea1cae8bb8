import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'

/** Copies a text to the clipboard and says whether it worked for a moment. */
export function CopyButton(props: { text: string; label: string; testId: string }) {
  const { t } = useLingui()
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (result === 'idle') return undefined
    const timer = setTimeout(() => setResult('idle'), 2_000)
    return () => clearTimeout(timer)
  }, [result])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text)
      setResult('copied')
    } catch {
      setResult('failed')
    }
  }
  return (
    <button
      type="button"
      className={ui.button}
      onClick={() => void copy()}
      data-testid={props.testId}
      aria-live="polite"
    >
      {result === 'copied'
        ? t({ id: 'community.copied', message: 'Copied' })
        : result === 'failed'
          ? t({ id: 'community.copyFailed', message: 'Copy failed; select and copy it' })
          : props.label}
    </button>
  )
}
