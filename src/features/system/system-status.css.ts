import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100vh',
  padding: '1rem',
  background: vars.color.background,
})

export const card = style({
  display: 'grid',
  gap: '1rem',
  justifyItems: 'center',
  inlineSize: 'min(32rem, 100%)',
  padding: '2rem 1.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 12px 40px rgb(0 0 0 / 12%)',
  textAlign: 'center',
})

export const logo = style({ display: 'block', inlineSize: '160px', blockSize: '40px' })

// A brand whose header is a band of its primary colour draws its logo for that band (light strokes,
// brand-layout.css.ts): on the card it sits on the same colour, or its wordmark would vanish.
globalStyle(`html[data-header="bar"] ${logo}`, {
  boxSizing: 'content-box',
  padding: '0.5rem 1rem',
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '4rem',
  blockSize: '4rem',
  borderRadius: '50%',
  background: vars.color.background,
  color: vars.color.primary,
})

export const title = style({ margin: 0, fontSize: '1.5rem', fontFamily: vars.font.heading })

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: 1.5,
  // An operator's maintenance message keeps its line breaks.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
})

export const ip = style({
  margin: 0,
  padding: '0.5rem 1rem',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  fontVariantNumeric: 'tabular-nums',
})
