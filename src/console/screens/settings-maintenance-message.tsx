import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as styles from '../ui/console.css'
import { LanguageSwitch, TextField, languageName, type Texts } from './content/editor-parts'

/** Whether a message can be saved: none at all, or one in the brand's default language. */
export const messageComplete = (message: Texts, languages: string[]) =>
  Object.values(message).every((text) => !text.trim()) || !!message[languages[0] ?? '']?.trim()

/**
 * What the portal's maintenance page says, plain text per language of the brand; a player reads
 * their language's, else the default language's. None: the portal's own text.
 */
export function MaintenanceMessagePart(props: {
  message: Texts
  languages: string[]
  onChange: (message: Texts) => void
}) {
  const { t } = useLingui()
  const first = props.languages[0] ?? 'EN'
  const [language, setLanguage] = useState(first)
  const complete = messageComplete(props.message, props.languages)
  return (
    <div data-testid="maintenance-message">
      <p className={styles.muted}>
        {t({
          id: 'console.settings.messageHint',
          message:
            'The maintenance page’s message, plain text in each language of the brand. Players read their language’s, else the default language’s; with none the portal shows its own text.',
        })}
      </p>
      <LanguageSwitch
        languages={props.languages}
        value={language}
        written={(code) => !!props.message[code]?.trim()}
        onChange={setLanguage}
      />
      <TextField
        label={t({
          id: 'console.settings.message',
          message: `Message (${languageName(language)})`,
        })}
        name="maintenanceMessage"
        value={props.message[language] ?? ''}
        language={language}
        rows={3}
        maxLength={500}
        disabled={false}
        onChange={(text) => props.onChange({ ...props.message, [language]: text })}
      />
      {!complete && (
        <p role="alert" className={styles.error} data-testid="message-incomplete">
          {t({
            id: 'console.settings.messageDefaultNeeded',
            message: `Write the message in ${languageName(first)}, the brand’s default language, too.`,
          })}
        </p>
      )}
    </div>
  )
}
