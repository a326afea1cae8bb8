import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const scroller = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const svg = style({ display: 'block' })

export const gain = style({ fill: vars.color.success })

export const loss = style({ fill: vars.color.danger })

export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1 })

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '3 3' })

export const label = style({ fill: vars.color.textMuted, fontSize: '11px' })

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
})

export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.7rem',
  blockSize: '0.7rem',
  marginInlineEnd: '0.35rem',
  borderRadius: '2px',
  verticalAlign: 'middle',
})

export const swatchGain = style([swatch, { background: vars.color.success }])
export const swatchLoss = style([swatch, { background: vars.color.danger }])
