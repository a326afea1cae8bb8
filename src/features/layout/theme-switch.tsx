import { useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/state/preferences.store'
import { applyTheme } from '@/theme/apply-theme'

/** Toggles light and dark without a reload; the choice is remembered. */
export function ThemeSwitch(props: { className: string }) {
  const { t } = useLingui()
  const { theme } = usePreferences()
  const next = theme === 'dark' ? 'light' : 'dark'
  const label =
    next === 'dark'
      ? t({ id: 'theme.toDark', message: 'Switch to dark theme' })
      : t({ id: 'theme.toLight', message: 'Switch to light theme' })
  return (
    <button
      type="button"
      className={props.className}
      aria-label={label}
      title={label}
      data-testid="theme-switch"
      data-theme-current={theme}
      onClick={() => applyTheme(next)}
    >
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  )
}
