import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QuestionType } from '@/api/content/get-feedback-config'

/** The label of each question type. */
export const questionLabels: Record<QuestionType, MessageDescriptor> = {
  deposit: msg({ id: 'feedback.type.deposit', message: 'Deposit' }),
  withdrawal: msg({ id: 'feedback.type.withdrawal', message: 'Withdrawal' }),
  game: msg({ id: 'feedback.type.game', message: 'Games' }),
  account: msg({ id: 'feedback.type.account', message: 'Account' }),
  promotion: msg({ id: 'feedback.type.promotion', message: 'Promotions' }),
  suggestion: msg({ id: 'feedback.type.suggestion', message: 'Suggestion' }),
  other: msg({ id: 'feedback.type.other', message: 'Other' }),
}
