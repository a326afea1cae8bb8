import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const hero = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '2rem 1.5rem',
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
})

export const heroTitle = style({ margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2.25rem)' })

export const heroText = style({ margin: 0, maxInlineSize: '40rem' })

export const promises = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '0.75rem',
  marginBlock: '1.5rem',
  padding: 0,
  listStyle: 'none',
})

export const promise = style({
  padding: '1rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
})

export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const category = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '5rem',
  padding: '1rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
})

export const community = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  marginBlock: '1.5rem',
})

// Home's own button look: the shared ui.css chunk stays off the first visit (JS budget).
export const communityLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  paddingInline: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
})

export const communityPrimary = style([
  communityLink,
  { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
])
