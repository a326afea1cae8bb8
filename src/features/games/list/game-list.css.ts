import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from '@/ui/media'

/** The list's parts one under another; closer on a phone, so that two rows of games fit the screen. */
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  minInlineSize: 0,
  '@media': { [phone]: { gap: '0.5rem' } },
})

export const heading = style({ margin: 0, fontSize: '1.5rem' })

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.25rem',
  minInlineSize: 0,
})

export const arrow = style({
  flex: '0 0 auto',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
})

export const tabs = style({
  display: 'flex',
  flex: '1 1 auto',
  gap: '0.4rem',
  minInlineSize: 0,
  margin: 0,
  padding: '0.15rem',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  whiteSpace: 'nowrap',
})

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  minBlockSize: '2.25rem',
  paddingInline: '0.85rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})

export const muted = style({ color: vars.color.textMuted, fontSize: '0.8rem' })

export const typeTabs = style({
  display: 'flex',
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const typeTab = style({
  minBlockSize: '2.5rem',
  paddingInline: '0.9rem',
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderBlockEndColor: vars.color.primary, fontWeight: 700 },
  },
})

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.75rem',
})

export const chips = style({
  flex: '1 1 100%',
  minInlineSize: 0,
  maxInlineSize: '100%',
  margin: 0,
  padding: 0,
  border: 0,
})

export const chipRow = style({
  display: 'flex',
  gap: '0.35rem',
  padding: '0.15rem',
  overflowX: 'auto',
  whiteSpace: 'nowrap',
})

export const field = style({ display: 'grid', gap: '0.2rem', fontSize: '0.85rem' })

export const control = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
})

export const search = style([control, { inlineSize: 'min(16rem, 100%)' }])

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

/** Holds the games (or their loading, empty or error state) and the footer under them. */
export const body = style({ display: 'grid', gap: '0.75rem', minInlineSize: 0 })

export const grid = style({ position: 'relative', inlineSize: '100%' })

export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'grid',
  inlineSize: '100%',
  columnGap: '0.75rem',
})

/** How long the skeleton stands still before it pulses. */
const skeletonPulseDelayMs = 1000

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } })

export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: '0.75rem',
})

export const skeleton = style({
  aspectRatio: '4 / 4',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  // A short wait shows still placeholders; a wait over a second pulses. Every pulsing frame costs
  // the compositor work that the games on their way need.
  animation: `${pulse} 1.2s ease-in-out ${skeletonPulseDelayMs}ms infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '0.75rem',
  paddingBlock: '0.75rem',
  color: vars.color.textMuted,
})

/** The list's controls in one bar that stays at the top while the games scroll. */
export const controlBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 3,
  display: 'grid',
  gap: '0.35rem',
  minInlineSize: 0,
  paddingBlock: '0.35rem',
  background: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

/** The list types and the filters' toggle on one line. */
export const controlLine = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minInlineSize: 0,
})

globalStyle(`${controlLine} > :first-child`, { flex: '1 1 auto', minInlineSize: 0 })

export const filterSheet = style({ flex: '0 0 auto' })

export const filterToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.25rem',
  paddingInline: '0.85rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '[open] > &': { background: vars.color.primary, color: vars.color.onPrimary },
  },
})

/** Open, the filters lie under the bar across its width, over the games. */
export const filterPanel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 'calc(100% + 0.35rem)',
  zIndex: 4,
  padding: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
})

/** The sheet's last line: how many games its filters leave, and its close button. */
export const filterFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  marginBlockStart: '0.75rem',
  color: vars.color.textMuted,
})

// The card's own styles, for the screens that draw cards like it (lottery, pop-up, sports).
export { card, hot, hotBadge, launch, name, star, vendor } from './game-card.css'
