import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from './media'
import { visuallyHiddenRules } from './visually-hidden'

export const pager = style({ display: 'flex', justifyContent: 'center' })

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [phone]: { gap: '0.125rem' } },
})

export const button = style({
  minInlineSize: '2.25rem',
  minBlockSize: '2.25rem',
  paddingInline: '0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  // On a 360 px phone, Prev, 1, …, three three-digit pages, …, the last and Next share one line.
  '@media': { [phone]: { minInlineSize: '2rem', paddingInline: '0.375rem' } },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 700,
    },
    '&:disabled': { opacity: 0.45, cursor: 'default' },
  },
})

export const gap = style({
  paddingInline: '0.25rem',
  color: vars.color.textMuted,
  '@media': { [phone]: { paddingInline: '0.125rem' } },
})

/** On a phone, Prev and Next show an arrow; their words stay their names for a screen reader. */
export const arrow = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } })
export const stepWords = style({ '@media': { [phone]: visuallyHiddenRules } })

/** First and Last give way on a narrow screen, where the margin pages 1 and N do their job. */
export const edge = style({ '@media': { [phone]: { display: 'none' } } })
