import { useLingui } from '@lingui/react/macro'
import { activateConsoleLanguage, consoleLanguages, type ConsoleLocale } from '../i18n/i18n'
import * as styles from './console.css'

/** The console's language, chosen here and remembered on this browser. */
export function LanguagePicker() {
  const { t, i18n } = useLingui()
  return (
    <select
      className={styles.input}
      aria-label={t({ id: 'console.language', message: 'Language' })}
      value={i18n.locale}
      onChange={(event) => void activateConsoleLanguage(event.target.value as ConsoleLocale)}
    >
      {consoleLanguages.map((language) => (
        <option key={language.locale} value={language.locale} lang={language.bcp47}>
          {language.name}
        </option>
      ))}
    </select>
  )
}
