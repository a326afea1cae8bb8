import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem' })

export const title = style({ margin: 0, fontSize: 'clamp(1.25rem, 3vw, 1.75rem)' })

export const card = style({
  display: 'grid',
  gap: '0.6rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
})

export const stat = style({ display: 'grid', gap: '0.2rem' })

export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const statValue = style({ margin: 0, fontSize: '1.3rem', fontWeight: 700 })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const text = style({ margin: 0 })

export const rates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.4rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.9rem',
})

export const items = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'grid',
  gap: '0.4rem',
  alignContent: 'start',
  padding: '0.75rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const itemImage = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.medium,
})

export const itemName = style({ margin: 0, fontSize: '1rem' })

export const plus = style({ color: vars.color.success })

export const minus = style({ color: vars.color.danger })

const badgeBase = style({
  display: 'inline-block',
  justifySelf: 'start',
  paddingInline: '0.5rem',
  borderRadius: '999px',
  border: '1px solid currentColor',
  fontSize: '0.8rem',
})

export const status = styleVariants({
  processing: [
    badgeBase,
    { color: '#000', background: vars.color.accent, borderColor: vars.color.accent },
  ],
  approved: [badgeBase, { color: vars.color.success }],
  rejected: [badgeBase, { color: vars.color.danger }],
  completed: [badgeBase, { color: vars.color.textMuted }],
  available: [badgeBase, { color: vars.color.success }],
  soldOut: [badgeBase, { color: vars.color.textMuted }],
})

export const form = style({ display: 'grid', gap: '0.8rem' })

export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.75rem',
})

export const success = style({ margin: 0, color: vars.color.success })

/** The primary button of an item, visibly off when the item is sold out. */
export const disabledAware = style({
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
})
