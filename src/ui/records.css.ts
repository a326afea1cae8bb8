import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { narrow } from './media'
import { tableLayout } from './table-layout'

export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem',
})

/**
 * The range's group lays out no box of its own: its parts and the page's filters after it wrap in
 * one row (the group keeps its name for assistive technology: display: contents keeps the role).
 */
export const rangeGroup = style({ display: 'contents' })

/** On a phone: the button that opens the rest of the bar; elsewhere the rest always shows. */
export const rangeToggle = style({
  display: 'none',
  '@media': { [narrow]: { display: 'inline-flex', alignItems: 'center', gap: '0.25rem' } },
})

export const rangeSummary = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const rangeMore = style({
  display: 'contents',
  '@media': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'end',
      gap: '0.5rem',
      flexBasis: '100%',
      selectors: { '&:not([data-open])': { display: 'none' } },
    },
  },
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' })

export const chip = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const rangeEnds = style({ display: 'flex', alignItems: 'end', gap: '0.5rem' })

export const dateField = style({ display: 'grid', gap: '0.2rem', fontSize: '0.875rem' })

export const dateInput = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  colorScheme: 'light dark',
})

const layout = tableLayout({
  surface: vars.color.surface,
  text: vars.color.text,
  border: vars.color.border,
  muted: vars.color.textMuted,
  radius: vars.radius.medium,
  stackAt: '30rem',
  figure: '[data-align="end"]',
})

/** The table's box: it scrolls sideways, and turns rows into cards when narrow (table-layout.ts). */
export const tableWrap = layout.wrap

export const table = style([layout.table, { fontSize: '0.875rem' }])

export const cell = style({
  paddingBlock: '0.5rem',
  paddingInline: '0.6rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
})

/** Numbers and money: to the end, never broken inside a figure. */
export const cellEnd = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }])

export const headCell = style({ color: vars.color.textMuted, fontWeight: 600 })

/** The reader's own row (their level): bold, with a bar of the brand's colour at its start. */
export const currentRow = style({ fontWeight: 700, borderColor: vars.color.primary })
globalStyle(`${currentRow} > :first-child`, {
  boxShadow: `inset 4px 0 0 ${vars.color.primary}, inset -1px 0 0 ${vars.color.border}`,
})

export const totalsRow = style({ fontWeight: 700, background: vars.color.surfaceRaised })

export const positive = style({ color: vars.color.success })
export const negative = style({ color: vars.color.danger })

globalStyle(`${totalsRow} > td:first-child`, { background: vars.color.surfaceRaised })
