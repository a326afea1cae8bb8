import { useId, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { getBrand } from '../../state/brand.store'
import { usePreferences } from '../../state/preferences.store'
import { session } from '../../state/session.store'
import { activateLanguage } from '../../i18n/i18n'
import { languageName } from '../../i18n/languages'
import * as ui from '../../ui/ui.css'
import * as styles from './layout.css'

/** The language drop-down: opens on hover or click, lists the brand's languages by native name. */
export function LanguageSwitch() {
  const brand = getBrand()
  const { language } = usePreferences()
  const [isOpen, setOpen] = useState(false)
  const listId = useId()
  // A click right after the pointer opened the list must not close it again.
  const openedByHover = useRef(false)
  const queryClient = useQueryClient()
  const choose = async (code: typeof language) => {
    setOpen(false)
    if (code === language) return
    await activateLanguage(code)
    // Server answers that come in a language (notices, banners, promotions) load again in the new
    // one, and a signed-in member's language is kept on the platform (spec §7 language update).
    await queryClient.invalidateQueries()
    if (session.token)
      await call('member.language', { body: { language: code } }).catch(() => undefined)
  }
  return (
    // Hover opening is a pointer convenience (spec: hover list); the button carries keyboard use.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.menu}
      onMouseEnter={() => {
        openedByHover.current = !isOpen
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className={ui.button}
        aria-expanded={isOpen}
        aria-controls={listId}
        // Named by the visible language (WCAG 2.5.3 label in name); the list says what it is.
        data-testid="language-switch"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen((open) => !open)
        }}
      >
        {languageName(language, brand)}
      </button>
      {isOpen ? (
        <ul id={listId} className={styles.menuList} data-testid="language-list">
          {brand.languages.supported.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={styles.menuItem}
                aria-current={code === language}
                lang={code === 'TY' ? undefined : code.toLowerCase()}
                data-testid={`language-${code}`}
                onClick={() => void choose(code)}
              >
                {languageName(code, brand)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
