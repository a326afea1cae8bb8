import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { visuallyHiddenRules } from '@/ui/visually-hidden'

export const page = style({ display: 'grid', gap: '1rem' })

export const title = style({ margin: 0 })

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: '0.75rem',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: '0.5rem',
  justifyItems: 'center',
  inlineSize: '100%',
  padding: '0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:hover, &:focus-visible': { borderColor: vars.color.primary },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const logo = style({ inlineSize: '96px', blockSize: '48px', objectFit: 'contain' })

/** The vendor's picture fills the card's top, 2:1, on a neutral panel while it loads. */
export const art = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})

/**
 * In the picture's place when there is none or it failed to load: a panel of the picture's size,
 * drawn as a game tile's placeholder is, with the vendor's name lettered in.
 */
export const artFallback = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '100%',
  aspectRatio: '2 / 1',
  padding: '0.5rem',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `radial-gradient(circle at 50% 42%, color-mix(in srgb, ${vars.color.textMuted} 16%, transparent) 0 24%, transparent 25%), linear-gradient(160deg, color-mix(in srgb, ${vars.color.border} 70%, transparent), transparent 70%)`,
  color: vars.color.text,
  fontWeight: 700,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const hiddenName = style(visuallyHiddenRules)

export const name = style({ fontWeight: 600, textAlign: 'center' })

export const tag = style({
  position: 'absolute',
  insetBlockStart: '0.4rem',
  insetInlineEnd: '0.4rem',
  paddingInline: '0.4rem',
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.75rem',
})

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const games = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '0.5rem',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})
