import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1.25rem', maxInlineSize: '720px' })

export const title = style({ margin: 0, fontSize: 'clamp(1.4rem, 3.5vw, 2rem)' })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const card = style({
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const textarea = style({
  minBlockSize: '10rem',
  padding: '0.6rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
})

export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const counterOff = style({ color: vars.color.danger })

export const success = style({ borderColor: vars.color.success })
