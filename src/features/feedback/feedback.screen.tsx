import { useLingui } from '@lingui/react/macro'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import { useFeedbackConfigQuery } from '@/api/content/get-feedback-config'
import { FeedbackForm } from './components/feedback-form'
import * as styles from './feedback.css'

/** /feedback: tell the operator what went wrong or what to improve. */
export function FeedbackScreen() {
  const { t } = useLingui()
  const config = useFeedbackConfigQuery()
  const labels = useQueryStateLabels('', {
    loading: t({ id: 'feedback.loading', message: 'Loading the form…' }),
    error: t({ id: 'feedback.loadError', message: 'The feedback form could not be loaded.' }),
  })
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'nav.feedback', message: 'Feedback' })}</h1>
      <p className={styles.intro}>
        {t({
          id: 'feedback.intro',
          message: 'Tell us about a problem or an idea. Please do not include your password.',
        })}
      </p>
      <QueryState query={config} labels={labels} testId="feedback-form">
        {(data) =>
          data.questionTypes.length === 0 ? (
            <StatusPanel
              testId="feedback-closed"
              title={t({ id: 'feedback.closed', message: 'Feedback is not open right now.' })}
            />
          ) : (
            <FeedbackForm config={data} />
          )
        }
      </QueryState>
    </div>
  )
}
