import { useEffect, useState } from 'react'
import * as ui from './ui.css'

/** The texts of a copy button in the reader's language. */
export interface CopyButtonLabels {
  copy: string
  copied: string
  failed: string
}

/** Copies a text to the clipboard and says for a moment whether it worked. */
export function CopyButton(props: { text: string; labels: CopyButtonLabels; testId?: string }) {
  const { text, labels, testId } = props
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (result === 'idle') return undefined
    const timer = setTimeout(() => setResult('idle'), 2_000)
    return () => clearTimeout(timer)
  }, [result])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
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
      data-testid={testId}
      data-result={result}
    >
      <span aria-live="polite">
        {result === 'copied' ? labels.copied : result === 'failed' ? labels.failed : labels.copy}
      </span>
    </button>
  )
}
