import { useMutation } from '@tanstack/react-query'
import { write } from '../write'
import type { CallInput } from '../types.gen'

/** What a member sends: a question type and the text. */
export type Feedback = CallInput<'content.feedback'>

/** Sends feedback; the platform takes at most 5 an hour from one address. */
export function sendFeedback(body: Feedback) {
  return write('content.feedback', body)
}

/** Sends feedback; nothing cached changes. */
export const useSendFeedbackMutation = () => useMutation({ mutationFn: sendFeedback })
