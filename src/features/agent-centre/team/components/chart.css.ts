import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const frame = style({ display: 'grid', gap: '0.25rem', minInlineSize: 0, margin: 0 })

export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.5rem',
  alignItems: 'stretch',
})

export const scale = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  textAlign: 'end',
})

export const svg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '10rem',
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const bar = style({ fill: vars.color.primary })

export const barNegative = style({ fill: vars.color.danger })

export const zero = style({ stroke: vars.color.textMuted, strokeWidth: 1 })

export const dates = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingInlineStart: '2.5rem',
  color: vars.color.textMuted,
  fontSize: '0.75rem',
})

export const details = style({ fontSize: '0.9rem' })

export const summary = style({ cursor: 'pointer', paddingBlock: '0.25rem' })
