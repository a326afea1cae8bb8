import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem',
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' })

export const chip = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const dateField = style({ display: 'grid', gap: '0.2rem', fontSize: '0.875rem' })

export const dateInput = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  colorScheme: 'light dark',
})

export const tableWrap = style({ overflowX: 'auto', maxInlineSize: '100%' })

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
})

export const cell = style({
  paddingBlock: '0.5rem',
  paddingInline: '0.6rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
})

export const cellEnd = style([cell, { textAlign: 'end' }])

export const headCell = style({ color: vars.color.textMuted, fontWeight: 600 })

export const totalsRow = style({ fontWeight: 700, background: vars.color.surfaceRaised })

export const positive = style({ color: vars.color.success })
export const negative = style({ color: vars.color.danger })
