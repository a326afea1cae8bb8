import { useLingui } from '@lingui/react/macro'
import { useErrorReason } from '@/i18n/ui-labels'
import { FormError } from '@/ui/form-error'
import { refusalKey, refusalMessages } from '../lib/refusals'

/** A failed call's message next to the form that made it, in the reader's language when known. */
export function Refusal(props: { error: unknown; testId: string }) {
  const { i18n } = useLingui()
  const reason = useErrorReason()
  if (!props.error) return null
  const known = refusalMessages[refusalKey(props.error)]
  return <FormError message={known ? i18n._(known) : reason(props.error)} testId={props.testId} />
}
