import type { ThemeTokens } from '@/config/brand.types'

/** CSS custom-property names of the theme contract; brand shells fill them for light and dark. */
export const tokenVars = {
  color: {
    primary: 'color-primary',
    onPrimary: 'color-on-primary',
    accent: 'color-accent',
    background: 'color-background',
    surface: 'color-surface',
    surfaceRaised: 'color-surface-raised',
    text: 'color-text',
    textMuted: 'color-text-muted',
    border: 'color-border',
    danger: 'color-danger',
    success: 'color-success',
  },
  radius: { small: 'radius-small', medium: 'radius-medium', large: 'radius-large' },
  font: { body: 'font-body', heading: 'font-heading' },
} as const

/** The declarations of one theme's tokens, as `--name: value;` lines. */
export function tokenDeclarations(tokens: ThemeTokens): string[] {
  const pairs: [string, string][] = [
    ...Object.entries(tokenVars.color).map(([key, name]): [string, string] => [
      name,
      tokens.colors[key as keyof ThemeTokens['colors']],
    ]),
    ...Object.entries(tokenVars.radius).map(([key, name]): [string, string] => [
      name,
      tokens.radii[key as keyof ThemeTokens['radii']],
    ]),
    ...Object.entries(tokenVars.font).map(([key, name]): [string, string] => [
      name,
      tokens.fonts[key as keyof ThemeTokens['fonts']],
    ]),
  ]
  return pairs.map(([name, value]) => `--${name}: ${value};`)
}
