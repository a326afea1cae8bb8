import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from '@/ui/media'

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingInline: '1rem',
})

export const logoLink = style({ display: 'inline-flex', alignItems: 'center', flex: 'none' })

export const logo = style({
  display: 'block',
  inlineSize: '160px',
  blockSize: '40px',
  '@media': { [phone]: { inlineSize: '112px', blockSize: '28px' } },
})

/** The shadow at an edge past which more entries wait. */
const edgeShadow = `color-mix(in srgb, ${vars.color.text} 28%, transparent)`

/**
 * The entries scroll sideways when they do not fit (a 360 px phone); the page never does. An edge
 * with more entries past it shows a shadow: two covers in the bar's colour scroll with the entries
 * (`local`) and hide the shadows, which stay at the edges (`scroll`), once an end is reached.
 */
export const scroller = style({
  flex: 1,
  minInlineSize: 0,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  background: [
    `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left / 2rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right / 2rem 100% no-repeat local`,
    `linear-gradient(to right, ${edgeShadow}, transparent) left / 0.75rem 100% no-repeat scroll`,
    `linear-gradient(to left, ${edgeShadow}, transparent) right / 0.75rem 100% no-repeat scroll`,
    vars.color.surface,
  ].join(', '),
})

export const list = style({
  display: 'flex',
  gap: '0.125rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
})

export const item = style({ display: 'flex', alignItems: 'stretch' })

export const link = style({
  display: 'block',
  paddingBlock: '0.75rem',
  // At 0.6rem default's eleven entries overflowed a 1280 px bar by 9 px in English.
  paddingInline: '0.5rem',
  textDecoration: 'none',
  color: vars.color.text,
  borderBlockEnd: '3px solid transparent',
  selectors: {
    '&[data-status="active"]': {
      borderBlockEndColor: vars.color.primary,
      color: vars.color.primary,
    },
    '&:hover': { color: vars.color.primary },
  },
})

// 24 px wide at least (WCAG 2.5.8): the link beside it gives up the padding it needs, so the two
// targets meet without overlapping.
export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  minInlineSize: '1.5rem',
  paddingInline: '0.2rem',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: '0.7rem',
  selectors: { '&[aria-expanded="true"]': { color: vars.color.primary } },
})
globalStyle(`${item}:has(> ${toggle}) > ${link}`, { paddingInlineEnd: '0.1rem' })

/** Fixed, so that the scrolling bar does not clip it; its position comes from the entry. */
export const panel = style({
  position: 'fixed',
  zIndex: 7,
  inlineSize: 'min(22rem, calc(100vw - 1rem))',
  padding: '0.5rem',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: '0 12px 32px rgb(0 0 0 / 20%)',
  whiteSpace: 'normal',
})

export const vendors = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const vendor = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.5rem',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.background },
  },
})

export const vendorLogo = style({
  flex: 'none',
  inlineSize: '48px',
  blockSize: '24px',
  borderRadius: vars.radius.small,
  objectFit: 'contain',
})

export const vendorName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '0.875rem',
})

export const hot = style({
  flex: 'none',
  marginInlineStart: 'auto',
  paddingInline: '0.35rem',
  borderRadius: '999px',
  background: vars.color.danger,
  // The page colour: held at 4.5:1 against danger by the brand check (white failed on dark themes).
  color: vars.color.background,
  fontSize: '0.65rem',
  fontWeight: 700,
  textTransform: 'uppercase',
})

export const more = style({
  display: 'block',
  marginBlockStart: '0.5rem',
  padding: '0.5rem',
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 700,
})

export const note = style({ margin: 0, padding: '0.5rem', color: vars.color.textMuted })
