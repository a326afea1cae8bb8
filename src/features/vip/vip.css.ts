import { style } from '@vanilla-extract/css'
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

export const level = style({ margin: 0, fontSize: '1.4rem', color: vars.color.primary })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const text = style({ margin: 0 })

export const progress = style({
  inlineSize: '100%',
  blockSize: '0.75rem',
  accentColor: vars.color.primary,
})

export const label = style({ margin: 0, fontSize: '0.95rem', color: vars.color.textMuted })
