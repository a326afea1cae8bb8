import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0 })

export const title = style({ margin: 0, fontSize: 'clamp(1.25rem, 3vw, 1.75rem)' })

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem 1.5rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const logo = style({
  inlineSize: '160px',
  maxInlineSize: '100%',
  blockSize: '80px',
  objectFit: 'contain',
})

export const body = style({
  display: 'grid',
  gap: '0.6rem',
  justifyItems: 'start',
  flex: '1 1 16rem',
  minInlineSize: 0,
})

export const name = style({ margin: 0, fontSize: '1.25rem' })

export const text = style({ margin: 0, color: vars.color.textMuted })

export const note = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })
