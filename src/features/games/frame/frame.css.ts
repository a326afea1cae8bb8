import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const stage = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: '0.5rem',
  blockSize: 'min(80vh, 720px)',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  padding: '0.5rem',
})

/** Where the browser refuses full screen: the stage covers the page instead. */
export const pseudoFullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  blockSize: '100dvh',
  borderRadius: 0,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  flexWrap: 'wrap',
})

export const title = style({ margin: 0, fontSize: '1rem' })

export const frame = style({
  inlineSize: '100%',
  blockSize: '100%',
  border: 0,
  borderRadius: vars.radius.medium,
  background: '#000',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
