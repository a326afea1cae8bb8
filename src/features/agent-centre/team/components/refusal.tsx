import { useLingui } from '@lingui/react/macro'
import { FormError } from '@/ui/form-error'
import { refusalKey, refusalMessages } from '../lib/refusals'

/** A failed call's message next to the form that made it, in the reader's language when known. */
export function Refusal(props: { error: unknown; testId: string }) {
  const { i18n } = useLingui()
  if (!props.error) return null
  const key = refusalKey(props.error)
  const known = refusalMessages[key]
  return <FormError message={known ? i18n._(known) : key} testId={props.testId} />
}
