import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

/**
 * Home's sections, one under another, each as wide as the page: a section's widest content (a row
 * that scrolls sideways, a long word) may not widen the column past the screen.
 */
export const home = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  minInlineSize: 0,
})

/** The page's heading where no hero shows it: read, not seen. */
export const hiddenTitle = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
})

/** A section's place while its code loads. */
export const sectionPending = style({ minBlockSize: '10rem' })

export const sectionTitle = style({ margin: 0, marginBlockEnd: '0.5rem', fontSize: '1.15rem' })

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
  margin: 0,
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
