import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const frame = style({
  display: 'inline-block',
  maxInlineSize: '100%',
  background: vars.color.background,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  verticalAlign: 'middle',
})

export const image = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto' })

export const failed = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: '100%',
  padding: '0.5rem',
  color: vars.color.textMuted,
  fontSize: '0.8rem',
  textAlign: 'center',
})
