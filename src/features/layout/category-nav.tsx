import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { MenuEntry } from '@/config/tables'
import { tableLabel } from '@/i18n/table-label'
import * as styles from './category-nav.css'
import { lazyPart, LazyPartView } from '@/ui/lazy-part'
import { revealInRow } from '@/ui/reveal-in-row'
import * as ui from '@/ui/ui.css'
import { useEntryLaunch } from './use-entry-launch'

// The drop-down's content (vendor query and list) loads with the first drop-down a visitor opens.
const vendorPanel = lazyPart(() => import('./vendor-panel'), 'VendorPanel')

/**
 * Where a header entry links: its route, or for games started directly the page they start on
 * (the click runs the launch, src/features/layout/use-entry-launch.ts).
 */
export function entryPath(entry: MenuEntry): { to: string; search?: Record<string, string> } {
  if ('route' in entry.target) return { to: entry.target.route }
  if (entry.target.launch === 'vendorGame')
    return { to: '/game', search: { vendor: entry.target.vendor ?? '' } }
  return { to: '/lottery' }
}

/**
 * When a header entry shows as the current page: a route's entry on its own path; an entry that
 * starts a vendor's game on /game only when that vendor is the one playing (every game plays on
 * /game: a slot once lit up "Cockfighting").
 */
export function entryActiveOptions(entry: MenuEntry): { exact: boolean; includeSearch: boolean } {
  if ('launch' in entry.target && entry.target.launch === 'vendorGame')
    return { exact: false, includeSearch: true }
  return { exact: true, includeSearch: false }
}

/**
 * One game category with its vendor drop-down: it opens on hover, when the entry takes focus, with
 * the arrow button (keyboard and touch), and a first tap on a touch screen opens it instead of
 * leaving. ArrowDown moves into the list, Escape closes it and returns to the entry.
 */
function CategoryEntry(props: {
  entry: MenuEntry & { gameTypes: string[] }
  isOpen: boolean
  onOpen: () => void
  onClose: (id: string) => void
}) {
  const { t, i18n } = useLingui()
  const { entry, isOpen, onOpen } = props
  const closeOwn = props.onClose
  const onClose = useCallback(() => closeOwn(entry.id), [closeOwn, entry.id])
  const label = tableLabel(i18n, entry.label)
  const path = entryPath(entry)
  const launchEntry = useEntryLaunch()
  const itemRef = useRef<HTMLLIElement>(null)
  const linkRef = useRef<HTMLAnchorElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pointerType = useRef('mouse')
  // Focus that a pointer brings, or that Escape hands back to the entry, does not open the panel.
  const skipFocusOpen = useRef(false)
  const panelId = useId()
  const [place, setPlace] = useState({ top: 0, left: 0 })
  useEffect(() => {
    if (!isOpen || !itemRef.current) return
    const rect = itemRef.current.getBoundingClientRect()
    const width = Math.min(352, window.innerWidth - 16)
    setPlace({
      top: rect.bottom,
      left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)),
    })
    // The panel is placed once; scrolling the page or the bar closes it rather than leave it adrift.
    const close = () => onClose()
    window.addEventListener('scroll', close, { passive: true })
    window.addEventListener('resize', close)
    return () => {
      window.removeEventListener('scroll', close)
      window.removeEventListener('resize', close)
    }
  }, [isOpen, onClose])
  const firstVendor = () => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      onClose()
      skipFocusOpen.current = true
      linkRef.current?.focus()
      skipFocusOpen.current = false
    } else if (event.key === 'ArrowDown' && !panelRef.current?.contains(event.target as Node)) {
      event.preventDefault()
      onOpen()
      requestAnimationFrame(firstVendor)
    } else if (
      (event.key === 'ArrowDown' || event.key === 'ArrowUp') &&
      panelRef.current?.contains(event.target as Node)
    ) {
      event.preventDefault()
      const links = Array.from(panelRef.current.querySelectorAll<HTMLAnchorElement>('a'))
      const index = links.indexOf(event.target as HTMLAnchorElement)
      const next = index + (event.key === 'ArrowDown' ? 1 : -1)
      if (next < 0) linkRef.current?.focus()
      else links[Math.min(next, links.length - 1)]?.focus()
    }
  }
  return (
    // The item groups the entry, its arrow button and its panel; hover and focus are conveniences
    // beside the button, which carries keyboard and touch use.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(event: PointerEvent) => {
        pointerType.current = event.pointerType
        if (event.pointerType === 'mouse') onOpen()
      }}
      onPointerLeave={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') onClose()
      }}
      onPointerDown={(event: PointerEvent) => {
        pointerType.current = event.pointerType
        skipFocusOpen.current = true
      }}
      onPointerUp={() => {
        skipFocusOpen.current = false
      }}
      onFocus={() => {
        if (!skipFocusOpen.current) onOpen()
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <Link
        {...path}
        ref={linkRef}
        className={styles.link}
        activeOptions={entryActiveOptions(entry)}
        data-testid={`nav-${entry.id}`}
        onClick={(event) => {
          // A first tap on a touch screen opens the drop-down; the next one follows the link.
          if (pointerType.current === 'touch' && !isOpen) {
            event.preventDefault()
            onOpen()
          } else {
            onClose()
            launchEntry(entry, event)
          }
        }}
      >
        {label}
      </Link>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t({ id: 'header.vendors.toggle', message: `${label} providers` })}
        data-testid={`nav-${entry.id}-toggle`}
        onClick={() => (isOpen ? onClose() : onOpen())}
      >
        ▾
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={styles.panel}
        style={{ top: place.top, left: place.left }}
        hidden={!isOpen}
        data-testid={`nav-${entry.id}-panel`}
      >
        {isOpen ? (
          <LazyPartView
            part={vendorPanel}
            props={{
              gameTypes: entry.gameTypes,
              to: path.to,
              categoryLabel: label,
              onDone: onClose,
            }}
            fallback={
              <p className={styles.note} role="status">
                {t({ id: 'header.vendors.loading', message: 'Loading providers…' })}
              </p>
            }
            renderError={(retry) => (
              <button type="button" className={ui.button} onClick={retry}>
                {t({ id: 'system.retry', message: 'Try again' })}
              </button>
            )}
          />
        ) : null}
      </div>
    </li>
  )
}

/** The bottom bar's entries: Home, the game categories with their drop-downs, download, promotions. */
export function CategoryNav(props: { entries: MenuEntry[] }) {
  const { t, i18n } = useLingui()
  const launchEntry = useEntryLaunch()
  const [openId, setOpenId] = useState<string | null>(null)
  // On a phone the bar scrolls sideways: the entry of the page shown is brought into view, so the
  // player sees where they are (the sports lobby's entry is past the screen's edge at first). It is
  // looked for on mount, once each navigation has rendered (its links marked active, by path or, for
  // a game's entry, by search; and after the router's scroll restoration, which puts the bar back
  // where it was on the page left, a step back in the history among them), and when the language
  // changes the entries' widths. The bar's own entries only: a vendor drop-down's links inside it
  // may be active too. It is measured in the next frame, whose layout the browser makes anyway: read
  // right after a render, the bar's size would force that layout inside the render's own task (on
  // Home's first render, some 20 ms of a phone's main thread in one piece).
  const scroller = useRef<HTMLElement>(null)
  const router = useRouter()
  useEffect(() => {
    const row = scroller.current
    if (!row) return
    // None is cancelled: a frame that comes after the bar is gone measures a detached row (all
    // boxes empty, nothing to scroll), and a second one in the same frame finds the entry in view.
    const reveal = () =>
      requestAnimationFrame(() => {
        const active = row.querySelector(':scope > ul > li > a[data-status="active"]')
        if (active) revealInRow(active, row)
      })
    reveal()
    return router.subscribe('onRendered', reveal)
  }, [router, i18n.locale])
  // An entry closes only its own panel: a blur that lands in another entry's panel keeps that open.
  const close = useCallback(
    (id: string) => setOpenId((current) => (current === id ? null : current)),
    [],
  )
  return (
    <nav
      ref={scroller}
      className={styles.scroller}
      aria-label={t({ id: 'header.categories', message: 'Game categories' })}
      data-testid="category-nav"
    >
      <ul className={styles.list}>
        {props.entries.map((entry) =>
          entry.gameTypes?.length ? (
            <CategoryEntry
              key={entry.id}
              entry={{ ...entry, gameTypes: entry.gameTypes }}
              isOpen={openId === entry.id}
              onOpen={() => setOpenId(entry.id)}
              onClose={close}
            />
          ) : (
            <li key={entry.id} className={styles.item}>
              <Link
                {...entryPath(entry)}
                className={styles.link}
                activeOptions={entryActiveOptions(entry)}
                data-testid={`nav-${entry.id}`}
                onClick={(event) => launchEntry(entry, event)}
              >
                {tableLabel(i18n, entry.label)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
