import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { layoutVars } from '@/theme/layout.css'

/**
 * The tile's drawn placeholder: a neutral panel with a soft light and the outline of a picture
 * frame, under the image while it loads and in its place when it cannot load. No text.
 */
const placeholder = {
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  // The brand's tile aspect (brand.json layout.tiles.aspect); game-grid.tsx sizes rows from it.
  aspectRatio: layoutVars.tileAspect,
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `radial-gradient(circle at 50% 42%, color-mix(in srgb, ${vars.color.textMuted} 22%, transparent) 0 14%, transparent 15%), linear-gradient(160deg, color-mix(in srgb, ${vars.color.border} 70%, transparent), transparent 70%)`,
} as const

export const thumb = style({
  ...placeholder,
  objectFit: 'cover',
  color: 'transparent', // a broken image's alt text never shows over the placeholder
})

export const thumbFallback = style({
  ...placeholder,
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: '30%',
    insetBlock: '24% 30%',
    border: `2px solid color-mix(in srgb, ${vars.color.textMuted} 45%, transparent)`,
    borderRadius: vars.radius.medium,
  },
})

export const hot = style({
  paddingInline: '0.3rem',
  borderRadius: vars.radius.small,
  background: vars.color.danger,
  // The page colour: held at 4.5:1 against danger by the brand check (white failed on dark themes).
  color: vars.color.background,
  fontSize: '0.65rem',
  fontWeight: 700,
  lineHeight: 1.5,
  textTransform: 'uppercase',
})

export const card = style({
  position: 'relative',
  minInlineSize: 0,
  // The brand's tile shape (brand.json layout.tiles.shape).
  borderRadius: layoutVars.tileRadius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
})

export const launch = style({
  display: 'grid',
  gridTemplateRows: 'auto auto auto',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '-3px' },
  },
})

export const name = style({
  paddingInline: '0.5rem',
  paddingBlockStart: '0.4rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  fontSize: '0.9rem',
})

export const vendor = style({
  paddingInline: '0.5rem',
  paddingBlockEnd: '0.45rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: '0.75rem',
})

export const hotBadge = style([
  hot,
  {
    position: 'absolute',
    insetBlockStart: '0.4rem',
    insetInlineStart: '0.4rem',
    pointerEvents: 'none',
  },
])

export const star = style({
  position: 'absolute',
  insetBlockStart: '0.25rem',
  insetInlineEnd: '0.25rem',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  border: 0,
  borderRadius: '999px',
  background: 'rgb(0 0 0 / 45%)',
  color: '#fff',
  fontSize: '1.2rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: '#ffd24a' },
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}` },
  },
})
