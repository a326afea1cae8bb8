import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys } from './keys'

/** What the feedback form offers: question types and the content's bounds in words. */
export type FeedbackConfig = CallOutput<'content.feedbackConfig'>

/** A question type the platform offers. */
export type QuestionType = FeedbackConfig['questionTypes'][number]

/** The feedback form's configuration. */
export function getFeedbackConfig(signal?: AbortSignal) {
  return call('content.feedbackConfig', undefined, { signal })
}

/** The feedback form's configuration; it changes rarely. */
export const feedbackConfigQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.feedbackConfig(),
    queryFn: ({ signal }) => getFeedbackConfig(signal),
    staleTime: 5 * 60_000,
  })

/** The feedback form's configuration. */
export const useFeedbackConfigQuery = () => useQuery(feedbackConfigQueryOptions())
