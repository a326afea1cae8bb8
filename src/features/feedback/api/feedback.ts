import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'

/** A question type the platform offers. */
export type QuestionType =
  'deposit' | 'withdrawal' | 'game' | 'account' | 'promotion' | 'suggestion' | 'other'

/** What the feedback form offers: question types and the content's bounds in words. */
export interface FeedbackConfig {
  questionTypes: QuestionType[]
  minWords: number
  maxWords: number
}

/** Query keys of the feedback form. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  config: () => [...feedbackKeys.all, 'config'] as const,
}

/** The form's configuration (content.feedbackConfig). */
export function getFeedbackConfig(signal?: AbortSignal) {
  return call('content.feedbackConfig', undefined, { signal })
}

export const feedbackConfigQueryOptions = () =>
  queryOptions({
    queryKey: feedbackKeys.config(),
    queryFn: ({ signal }) => getFeedbackConfig(signal),
    staleTime: 5 * 60_000,
  })

export const useFeedbackConfigQuery = () => useQuery(feedbackConfigQueryOptions())

/** Sends feedback (content.feedback, PUT); the platform takes at most 5 an hour from one address. */
export function sendFeedback(body: { questionType: QuestionType; content: string }) {
  return call('content.feedback', body)
}

export const useSendFeedbackMutation = () => useMutation({ mutationFn: sendFeedback })
