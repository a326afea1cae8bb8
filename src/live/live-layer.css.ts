import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

/** Above the page and a game covering it (the frame's pseudo full screen is at 50). */
export const notice = style({
  position: 'fixed',
  insetBlockStart: '1rem',
  insetInline: 0,
  zIndex: 60,
  display: 'grid',
  gap: '0.75rem',
  inlineSize: 'min(28rem, calc(100vw - 2rem))',
  marginInline: 'auto',
  padding: '1rem 1.25rem',
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 0.25rem 1rem rgb(0 0 0 / 25%)',
})

export const title = style({ margin: 0, fontSize: '1.125rem' })

export const text = style({ margin: 0 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

/**
 * The notice's own buttons, not ui.css's: a lazy chunk that imports ui.css splits it out of the
 * entry into a file of its own (rolldown issue 10731, see vite.config.ts), one more request on
 * every first visit.
 */
export const close = style({
  minBlockSize: '2.5rem',
  paddingInline: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
})

export const signIn = style([
  close,
  { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
])
