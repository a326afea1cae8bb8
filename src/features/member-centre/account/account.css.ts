import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from '@/ui/media'

export const summary = style({
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
})

export const avatar = style({
  inlineSize: '4.5rem',
  blockSize: '4.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
})

export const avatars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  border: 0,
})

export const avatarChoice = style({
  display: 'inline-flex',
  borderRadius: '50%',
  cursor: 'pointer',
  border: `2px solid transparent`,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
  },
})

export const avatarImage = style({
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: '50%',
})

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: '0.75rem',
})

/** A field whose hint makes an offer (the Zalo reward): marked by the accent at its start. */
export const offered = style({
  paddingInlineStart: '0.6rem',
  borderInlineStart: `3px solid ${vars.color.accent}`,
})
