import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { usePermissionQuery } from '@/api/system/get-permission'
import { evaluate } from '@/config/condition'
import { menus, type RightBarEntry } from '@/config/tables'
import { useCapabilities } from '@/config/use-capabilities'
import { tableLabel } from '@/i18n/table-label'
import { liveChatLink, type LiveChat } from '@/lib/customer-service'
import { prefersReducedMotion } from '@/lib/motion'
import { getBrand } from '@/state/brand.store'
import { openCustomerService } from '@/state/customer-service'
import { openModal } from '@/state/modals.store'
import * as styles from './layout.css'
import { ThemeSwitch } from './theme-switch'

// Icons, not letters: visible letters ("TG") would have to be part of the link's name (WCAG
// 2.5.3), and the operator's label ("Telegram support") is the better name.
const icon = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d={d} />
  </svg>
)
const chatIcon = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z'
const telegramIcon = 'M2 11 22 3l-3 18-7-5-3 4v-6l9-8-11 7z'
// Two speech bubbles: players among themselves, apart from the customer-service chat's one.
const roomIcon = 'M2 3h13v9H7l-5 4zm15 5h5v12l-4-3h-9v-3h8z'
const moreIcon =
  'M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z'

function Shortcut(props: { entry: RightBarEntry; label: string; chat: LiveChat | undefined }) {
  const { entry, label, chat } = props
  const brand = getBrand()
  const external = (href: string | undefined, text: ReactNode, onOpen?: () => void) =>
    href ? (
      <a
        className={styles.rightBarButton}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
        data-testid={`right-bar-${entry.id}`}
        onClick={
          onOpen
            ? (event) => {
                event.preventDefault()
                onOpen()
              }
            : undefined
        }
      >
        {text}
      </a>
    ) : null
  switch (entry.kind) {
    case 'telegramPrimary':
      return external(brand.telegram.primary.url, icon(telegramIcon))
    case 'telegramSecondary':
      return external(brand.telegram.secondary.url, icon(telegramIcon))
    case 'liveChat':
      // The platform's customer service opens in its 440 x 500 window (spec §9); a brand link in a tab.
      return external(
        chat?.url,
        icon(chatIcon),
        chat?.fromPlatform ? () => void openCustomerService() : undefined,
      )
    case 'chatRoom':
      // Spec §2.5: a modal over whatever page the player is on.
      return (
        <button
          type="button"
          className={styles.rightBarButton}
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          data-testid="right-bar-chatRoom"
          onClick={() => openModal('chatRoom')}
        >
          {icon(roomIcon)}
        </button>
      )
    case 'scrollTop':
      return (
        <button
          type="button"
          className={styles.rightBarButton}
          aria-label={label}
          title={label}
          data-testid="right-bar-scrollTop"
          onClick={() => {
            const smooth = !prefersReducedMotion()
            window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
          }}
        >
          ↑
        </button>
      )
    case 'themeSwitch':
      return <ThemeSwitch className={styles.rightBarButton} />
  }
}

/**
 * The right bar: Telegram shortcuts, live chat, the chat room, scroll to top and the theme switch. The live chat
 * is the platform's customer-service link from the permission answer, else the brand's. On a
 * narrow screen the shortcuts fold behind one button, so they do not cover the page's text.
 */
export function RightBar() {
  const { t, i18n } = useLingui()
  const brand = getBrand()
  const caps = useCapabilities()
  const permission = usePermissionQuery()
  // The same link whose presence turns the capabilities' liveChat flag on.
  const pathList = permission.data?.info.customerService.version.pathList ?? []
  const chat = liveChatLink(pathList, brand.liveChatUrl)
  const entries = menus.rightBar.filter((entry) => evaluate(entry.when, caps))
  const labelOf = (entry: RightBarEntry) => {
    if (entry.kind === 'telegramPrimary' && brand.telegram.primary.label)
      return brand.telegram.primary.label
    if (entry.kind === 'telegramSecondary' && brand.telegram.secondary.label)
      return brand.telegram.secondary.label
    return tableLabel(i18n, entry.label)
  }
  const [isOpen, setOpen] = useState(false)
  const listId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const label = t({ id: 'rightBar.label', message: 'Shortcuts' })
  // Folded again by a shortcut, a click elsewhere or Escape (which gives the toggle the focus back).
  useEffect(() => {
    if (!isOpen) return
    const onClick = (event: MouseEvent) => {
      if (!toggle.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen])
  return (
    <aside data-region="sideMenu" aria-label={label}>
      <button
        ref={toggle}
        type="button"
        className={styles.rightBarToggle}
        aria-label={label}
        title={label}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-testid="right-bar-toggle"
        onClick={() => setOpen(!isOpen)}
      >
        {icon(moreIcon)}
      </button>
      <ul id={listId} className={styles.rightBar} data-open={isOpen}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Shortcut entry={entry} label={labelOf(entry)} chat={chat} />
          </li>
        ))}
      </ul>
    </aside>
  )
}
