import { useState, type FormEvent } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError, refusalMessage } from '@/api/errors'
import { countWords, withinWords } from '../lib/words'
import { FormError } from '@/ui/form-error'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import type { FeedbackConfig, QuestionType } from '@/api/content/get-feedback-config'
import { useSendFeedbackMutation } from '@/api/content/send-feedback'
import { questionLabels } from './question-label'
import * as styles from '../feedback.css'

/** The feedback form: a question type and content within the platform's word bounds. */
export function FeedbackForm({ config }: { config: FeedbackConfig }) {
  const { t, i18n } = useLingui()
  const { questionTypes, minWords: min, maxWords: max } = config
  const [questionType, setQuestionType] = useState<QuestionType>(questionTypes[0]!)
  const [content, setContent] = useState('')
  const [error, setError] = useState('')
  const send = useSendFeedbackMutation()
  const words = countWords(content)
  const boundsMessage = t({
    id: 'feedback.wordBounds',
    message: `Feedback content must be between ${min} and ${max} words`,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!content.trim())
      return setError(t({ id: 'feedback.empty', message: 'Please enter content' }))
    if (!withinWords(words, min, max)) return setError(boundsMessage)
    setError('')
    send.mutate(
      { questionType, content: content.trim() },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.details.status === 429
              ? t({
                  id: 'feedback.tooMany',
                  message: 'You have sent a lot of feedback. Please try again in an hour.',
                })
              : refusalMessage(
                  failure,
                  t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
                ),
          ),
      },
    )
  }
  if (send.isSuccess)
    return (
      <div data-testid="feedback-sent">
        <StatusPanel
          title={t({ id: 'feedback.sent', message: 'Thank you! We have received your feedback.' })}
          message={t({
            id: 'feedback.sentHint',
            message: 'Our team reads every message and will follow up if needed.',
          })}
          action={
            <button
              type="button"
              className={ui.button}
              onClick={() => {
                setContent('')
                send.reset()
              }}
            >
              {t({ id: 'feedback.another', message: 'Send more feedback' })}
            </button>
          }
        />
      </div>
    )
  const isOff = content.trim() !== '' && !withinWords(words, min, max)
  return (
    <form
      className={`${ui.form} ${styles.card}`}
      onSubmit={submit}
      noValidate
      data-testid="feedback-form"
    >
      <label className={ui.field}>
        {t({ id: 'feedback.questionType', message: 'Question type' })}
        <select
          className={ui.input}
          name="questionType"
          value={questionType}
          onChange={(event) => setQuestionType(event.target.value as QuestionType)}
        >
          {questionTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(questionLabels[type])}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.field}>
        {t({ id: 'feedback.content', message: 'Your feedback' })}
        <textarea
          className={styles.textarea}
          name="content"
          value={content}
          maxLength={5000}
          aria-describedby="feedback-count"
          onChange={(event) => setContent(event.target.value)}
        />
      </label>
      <p
        id="feedback-count"
        className={`${styles.counter} ${isOff ? styles.counterOff : ''}`}
        data-testid="feedback-count"
      >
        {t({
          id: 'feedback.count',
          message: plural(words, {
            one: `${words} word (${min}–${max})`,
            other: `${words} words (${min}–${max})`,
          }),
        })}
      </p>
      <FormError message={error} testId="feedback-error" />
      <button type="submit" className={ui.buttonPrimary} disabled={send.isPending}>
        {send.isPending
          ? t({ id: 'feedback.sending', message: 'Sending…' })
          : t({ id: 'feedback.submit', message: 'Send feedback' })}
      </button>
    </form>
  )
}
