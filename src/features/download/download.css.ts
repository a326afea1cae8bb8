import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1.25rem', maxInlineSize: '1040px' })

export const title = style({ margin: 0, fontSize: 'clamp(1.4rem, 3.5vw, 2rem)' })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const platforms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: '1rem',
})

export const card = style({
  display: 'grid',
  gap: '1rem',
  alignContent: 'start',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const cardTitle = style({ margin: 0, fontSize: '1.2rem' })

export const media = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1rem',
})

export const qr = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.35rem',
  padding: '0.5rem',
  borderRadius: vars.radius.medium,
  background: '#ffffff',
  color: '#1b1d23',
  fontSize: '0.8rem',
})

export const steps = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  paddingInlineStart: '1.5rem',
})

export const missing = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.textMuted,
})

export const action = style({ display: 'grid', gap: '0.35rem', justifyItems: 'start' })

export const packageName = style({ color: vars.color.textMuted, fontSize: '0.85rem' })

export const addresses = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0 })

export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  listStyle: 'none',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
})

export const addressLink = style({ overflowWrap: 'anywhere', fontWeight: 600 })
