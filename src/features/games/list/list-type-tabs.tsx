import { useLingui } from '@lingui/react/macro'
import type { ListType } from './list-state'
import * as styles from './game-list.css'

/**
 * The list types of spec §4: all games, hot (when the category has hot games), favourites (signed
 * in) and recently played. Hidden, with its height kept, until the hot games are known: a hot tab
 * that appeared later would push the tabs after it sideways (a layout shift).
 */
export function ListTypeTabs(props: {
  selected: ListType
  hasHot: boolean
  isHotPending: boolean
  isSignedIn: boolean
  onSelect: (type: ListType) => void
}) {
  const { t } = useLingui()
  const types: { type: ListType; label: string; isShown: boolean }[] = [
    {
      type: 'default',
      label: t({ id: 'games.type.default', message: 'All games' }),
      isShown: true,
    },
    {
      type: 'hot',
      label: t({ id: 'games.type.hot', message: 'Hot games' }),
      isShown: props.hasHot,
    },
    {
      type: 'fav',
      label: t({ id: 'games.type.fav', message: 'Favourites' }),
      isShown: props.isSignedIn,
    },
    {
      type: 'recent',
      label: t({ id: 'games.type.recent', message: 'Recently played' }),
      isShown: true,
    },
  ]
  return (
    <ul
      className={styles.typeTabs}
      aria-label={t({ id: 'games.types', message: 'Lists' })}
      style={props.isHotPending ? { visibility: 'hidden' } : undefined}
    >
      {types
        .filter((entry) => entry.isShown)
        .map((entry) => (
          <li key={entry.type}>
            <button
              type="button"
              className={styles.typeTab}
              aria-pressed={props.selected === entry.type}
              onClick={() => props.onSelect(entry.type)}
              data-testid={`list-type-${entry.type}`}
            >
              {entry.label}
            </button>
          </li>
        ))}
    </ul>
  )
}
