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
  minInlineSize: 0,
})

export const heading = style({ margin: 0, fontSize: '1.15rem' })

export const subheading = style({ margin: 0, fontSize: '1rem' })

export const list = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const bullets = style({
  display: 'grid',
  gap: '0.35rem',
  margin: 0,
  paddingInlineStart: '1.25rem',
})

export const item = style({ display: 'grid', gap: '0.2rem', overflowWrap: 'anywhere' })

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

/** The minimum age stands out: it is the first rule of the page. */
export const age = style({
  margin: 0,
  fontSize: '1.05rem',
  fontWeight: 700,
  paddingInlineStart: '0.75rem',
  borderInlineStart: `4px solid ${vars.color.primary}`,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
