import { useLingui } from '@lingui/react/macro'
import type { Marketing } from '@/api/inbox/get-marketing'
import { useCopyLabels } from '@/i18n/ui-labels'
import { CopyButton } from '@/ui/copy-button'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import * as styles from '../inbox.css'

/** Whether the browser can hand a text to the phone's share sheet. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

/**
 * The operator's share texts with the member's link and code already in them: each to copy, or to
 * share through the device's share sheet where there is one.
 */
export function ShareTexts({ materials }: { materials: Marketing['materials'] }) {
  const { t } = useLingui()
  const copyLabels = useCopyLabels()
  if (materials.length === 0)
    return (
      <StatusPanel
        testId="marketing-texts-empty"
        title={t({ id: 'marketing.texts.none', message: 'No ready-made texts yet.' })}
        message={t({
          id: 'marketing.texts.none.hint',
          message: 'Share your link or code above in your own words.',
        })}
      />
    )
  return (
    <div className={styles.card}>
      <h3 className={styles.subTitle}>
        {t({ id: 'marketing.texts', message: 'Ready-made texts' })}
      </h3>
      <ul className={styles.list}>
        {materials.map((material) => (
          <li key={material.id} className={styles.grow} data-testid="marketing-text">
            <strong>{material.title}</strong>
            <p className={styles.plainBody} data-testid="marketing-text-body">
              {material.text}
            </p>
            <div className={styles.row}>
              <CopyButton
                text={material.text}
                labels={copyLabels(t({ id: 'marketing.texts.copy', message: 'Copy text' }))}
                testId="marketing-text-copy"
              />
              {canShare() ? (
                <button
                  type="button"
                  className={ui.button}
                  onClick={() =>
                    void navigator
                      .share({ title: material.title, text: material.text })
                      .catch(() => undefined)
                  }
                >
                  {t({ id: 'marketing.texts.share', message: 'Share' })}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
