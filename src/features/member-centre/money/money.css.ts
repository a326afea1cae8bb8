import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0 })

export const title = style({ margin: 0, fontSize: '1.25rem' })

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
})

export const cardTitle = style({ margin: 0, fontSize: '1.05rem' })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.75rem',
})

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 })

export const figure = style({ margin: 0, fontSize: '1.4rem', fontWeight: 700 })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
})

export const fact = style({ display: 'grid', gap: '0.15rem', minInlineSize: 0 })

export const factLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
})

export const choice = style({
  display: 'grid',
  gap: '0.15rem',
  padding: '0.6rem 0.75rem',
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

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' })

export const chip = style({
  minBlockSize: '2rem',
  paddingInline: '0.75rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
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

export const legend = style({ padding: 0, marginBlockEnd: '0.4rem', fontWeight: 600 })

export const status = style({ fontWeight: 600, whiteSpace: 'nowrap' })

export const preview = style({
  maxInlineSize: '100%',
  maxBlockSize: '10rem',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
})

export const link = style({ color: vars.color.primary, fontWeight: 600 })
