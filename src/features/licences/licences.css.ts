import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1.25rem', maxInlineSize: '760px' })

export const title = style({ margin: 0, fontSize: 'clamp(1.4rem, 3.5vw, 2rem)' })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const section = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const heading = style({ margin: 0, fontSize: '1.15rem' })

export const list = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const work = style({ display: 'grid', gap: '0.2rem', overflowWrap: 'anywhere' })

export const meta = style({ color: vars.color.textMuted, fontSize: '0.9rem' })
