import { useEffect, useId, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { session } from '@/state/session.store'
import { activateLanguage } from '@/i18n/i18n'
import { languageName, languageTable } from '@/i18n/languages'
import * as ui from '@/ui/ui.css'
import * as styles from './layout.css'

/**
 * How the list is open. Hovering opens it until the pointer leaves; a click (or a tap, or the
 * keyboard) pins it open until a choice, Escape, a click or focus elsewhere. A pinned list does not
 * close because the header moved under a still pointer.
 */
type Openness = 'closed' | 'hover' | 'pinned'

/** The language drop-down: opens on hover or click, lists the brand's languages by native name. */
export function LanguageSwitch() {
  const brand = getBrand()
  const { language } = usePreferences()
  const [openness, setOpenness] = useState<Openness>('closed')
  const isOpen = openness !== 'closed'
  const listId = useId()
  const menuRef = useRef<HTMLDivElement>(null)
  const queryClient = useQueryClient()
  useEffect(() => {
    if (openness !== 'pinned') return
    const closeOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpenness('closed')
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [openness])
  const choose = async (code: typeof language) => {
    setOpenness('closed')
    if (code === language) return
    await activateLanguage(code)
    // Server answers that come in a language (notices, banners, promotions) load again in the new
    // one, and a signed-in member's language is kept on the platform (spec §7 language update),
    // each whatever becomes of the other. Both are fetched when a language is chosen: the header
    // of every first screen has this switch, and a first screen neither reads again nor writes.
    await Promise.all([
      import('@/api/after-change')
        .then(({ readAgain }) => readAgain(queryClient))
        .catch(() => undefined),
      session.token
        ? import('@/api/member/set-language')
            .then(({ setLanguage }) => setLanguage(code))
            .catch(() => undefined)
        : undefined,
    ])
  }
  return (
    // Hover opening is a pointer convenience (spec: hover list); the button carries keyboard use.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={menuRef}
      className={styles.menu}
      onMouseEnter={() => setOpenness((now) => (now === 'closed' ? 'hover' : now))}
      onMouseLeave={() => setOpenness((now) => (now === 'hover' ? 'closed' : now))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpenness('closed')
      }}
      onBlur={(event) => {
        // Focus moving on (Tab) closes it; a click elsewhere is the pointerdown above.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
          setOpenness('closed')
      }}
    >
      <button
        type="button"
        className={ui.button}
        aria-expanded={isOpen}
        aria-controls={listId}
        // Named by the visible language (WCAG 2.5.3 label in name); the list says what it is.
        data-testid="language-switch"
        // The click that follows the pointer's arrival (or a tap) keeps the list open.
        onClick={() => setOpenness((now) => (now === 'pinned' ? 'closed' : 'pinned'))}
      >
        {/* On a phone the short name shows and the native name is read out after it; wider, only
            the native name shows. */}
        <span className={styles.languageShort}>{languageTable[language].shortName}</span>
        <span className={styles.languageLong}>{languageName(language, brand)}</span>
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
