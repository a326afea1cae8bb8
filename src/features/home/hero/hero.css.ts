import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

/**
 * The banners and the call to action: stacked on a phone, side by side on a laptop (a 4:1 banner
 * across the page would be 300 px tall and push the first rows of games off the first screen).
 */
export const hero = style({
  display: 'grid',
  gap: '0.5rem',
  '@media': {
    '(min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: '0.75rem' },
  },
})

/** The greeting and its calls to action: one line on a laptop, compact on a phone. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem 1rem',
  padding: '0.6rem 1rem',
  borderRadius: vars.radius.medium,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  '@media': {
    '(min-width: 1024px)': {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'center',
      padding: '1.25rem',
    },
  },
})

export const title = style({ margin: 0, fontSize: 'clamp(1.05rem, 3.2vw, 1.5rem)' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

// Home's own button look: the shared ui.css chunk stays off the first visit (JS budget).
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  paddingInline: '1rem',
  border: `2px solid ${vars.color.onPrimary}`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
})

export const actionPrimary = style([
  action,
  { background: vars.color.onPrimary, color: vars.color.primary },
])
