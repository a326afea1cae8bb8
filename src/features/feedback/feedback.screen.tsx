import { useLingui } from '@lingui/react/macro'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { useFeedbackConfigQuery } from './api/feedback'
import { FeedbackForm } from './components/feedback-form'
import * as styles from './feedback.css'

/** /feedback: tell the operator what went wrong or what to improve. */
export function FeedbackScreen() {
  const { t } = useLingui()
  const config = useFeedbackConfigQuery()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'nav.feedback', message: 'Feedback' })}</h1>
      <p className={styles.intro}>
        {t({
          id: 'feedback.intro',
          message: 'Tell us about a problem or an idea. Please do not include your password.',
        })}
      </p>
      {config.isPending ? (
        <StatusPanel
          testId="feedback-loading"
          title={t({ id: 'feedback.loading', message: 'Loading the form…' })}
        />
      ) : config.isError ? (
        <StatusPanel
          tone="error"
          testId="feedback-load-error"
          title={t({ id: 'feedback.loadError', message: 'The feedback form could not be loaded.' })}
          message={t({ id: 'help.errorHint', message: 'Check your connection and try again.' })}
          action={
            <button type="button" className={ui.button} onClick={() => void config.refetch()}>
              {t({ id: 'system.retry', message: 'Try again' })}
            </button>
          }
        />
      ) : config.data.questionTypes.length === 0 ? (
        <StatusPanel
          testId="feedback-closed"
          title={t({ id: 'feedback.closed', message: 'Feedback is not open right now.' })}
        />
      ) : (
        <FeedbackForm config={config.data} />
      )}
    </div>
  )
}
