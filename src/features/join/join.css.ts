import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1.5rem', maxInlineSize: '1040px' })

export const hero = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '2rem 1.5rem',
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
})

export const heroTitle = style({ margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2.25rem)' })

export const heroText = style({ margin: 0, maxInlineSize: '42rem' })

export const sectionTitle = style({ margin: 0, fontSize: '1.25rem' })

export const earnings = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const earning = style({
  display: 'grid',
  gap: '0.35rem',
  alignContent: 'start',
  padding: '1rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const earningTitle = style({ margin: 0, fontSize: '1rem' })

export const earningText = style({ margin: 0, color: vars.color.textMuted })

export const steps = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  paddingInlineStart: '1.5rem',
})

export const cta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const ctaText = style({ margin: 0, flex: '1 1 16rem' })
