import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

const list = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

/** The tab row of each look: rounded pills, or a line under the row. */
export const lists = styleVariants({
  pill: [list],
  underline: [
    list,
    {
      flexWrap: 'nowrap',
      gap: '0.25rem',
      marginBlockEnd: '1rem',
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  ],
})

/** A vertical row stacks its tabs. */
export const vertical = style({ flexDirection: 'column', alignItems: 'stretch' })

/** One tab of each look; the selected one is marked by aria-selected, as a screen reader hears. */
export const tabs = styleVariants({
  pill: {
    minBlockSize: '2.25rem',
    paddingInline: '0.9rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: '999px',
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
  underline: {
    paddingBlock: '0.5rem',
    paddingInline: '1rem',
    border: 0,
    borderBlockEnd: '3px solid transparent',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        borderBlockEndColor: vars.color.primary,
        color: vars.color.primary,
      },
    },
  },
})
