import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export { card, cardTitle, grow, muted, page, row, success, title } from '../money/money.css'

export const limits = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: 0 })

export const limit = style({
  listStyle: 'none',
  display: 'grid',
  gap: '0.4rem',
  padding: '0.75rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
})

export const limitHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.5rem',
})

export const limitAmount = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const meter = style({ inlineSize: '100%', blockSize: '0.6rem' })

/** A change waiting out the cooling-off: set apart so it is not read as the limit in force. */
export const pending = style({
  margin: 0,
  paddingInlineStart: '0.6rem',
  borderInlineStart: `3px solid ${vars.color.accent}`,
  fontSize: '0.9rem',
})

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
})

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  padding: '0.45rem 0.7rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
  },
})

/** The exclusions cannot be undone: the card says so in the danger colour. */
export const warning = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })

export const dangerButton = style({
  borderColor: vars.color.danger,
  color: vars.color.danger,
})
