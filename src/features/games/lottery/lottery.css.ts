import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from '@/ui/media'

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  minInlineSize: 0,
})

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem 1rem',
})

export const title = style({ margin: 0, fontSize: 'clamp(1.25rem, 3vw, 1.75rem)' })

export const sectionTitle = style({ margin: 0, fontSize: '1.125rem' })

export const section = style({ display: 'grid', gap: '0.75rem', minInlineSize: 0 })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const headLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
})

/** List types (all, popular, recent, favourites): underlined like the game list's. */
export const types = style({
  display: 'flex',
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const type = style({
  minBlockSize: '2.5rem',
  paddingInline: '0.9rem',
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { borderBlockEndColor: vars.color.primary, fontWeight: 700 },
  },
})

/** Choices within a list (prize modes, regions, provinces): pills. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.4rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.85rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const card = style({
  position: 'relative',
  display: 'grid',
  minInlineSize: 0,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-selected="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
  },
})

/** The picture beside what the card says: narrower on a phone, where the text needs the room. */
export const launch = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: '0.75rem',
  inlineSize: '100%',
  padding: '0.75rem',
  paddingInlineEnd: '2.75rem',
  border: 0,
  borderRadius: vars.radius.large,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '-3px' },
  },
  '@media': { [phone]: { gridTemplateColumns: '4.5rem minmax(0, 1fr)', gap: '0.6rem' } },
})

/**
 * The game's picture in the brand's tile shape: its img (game-card.css.ts's thumb) sets its width
 * and height, so the card does not move when it paints.
 */
export const picture = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
})

export const body = style({
  display: 'grid',
  gap: '0.4rem',
  alignContent: 'start',
  minInlineSize: 0,
})

export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const meta = style({ color: vars.color.textMuted, fontSize: '0.85rem' })

export const metaPart = style({ whiteSpace: 'nowrap' })

export const draw = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.25rem 0.75rem',
  fontSize: '0.85rem',
  fontVariantNumeric: 'tabular-nums',
})

export const countdown = style({ color: vars.color.primary, fontWeight: 600 })

export const balls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const ball = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '1.75rem',
  blockSize: '1.75rem',
  paddingInline: '0.3rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.8rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
})

export const play = style({
  justifySelf: 'start',
  paddingInline: '0.75rem',
  paddingBlock: '0.2rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: '0.85rem',
  fontWeight: 600,
})

export const star = style({
  position: 'absolute',
  insetBlockStart: '0.4rem',
  insetInlineEnd: '0.4rem',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  border: 0,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.accent,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceRaised },
  },
})

export const vendorGroup = style({ display: 'grid', gap: '0.5rem', minInlineSize: 0 })

export const vendorTitle = style({ margin: 0, fontSize: '1rem', color: vars.color.textMuted })

/** The lottery's scopes (every game, e-lottery): links styled as pills, the current one filled. */
export const scope = style([
  chip,
  {
    display: 'inline-flex',
    alignItems: 'center',
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
])
