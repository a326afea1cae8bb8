import { style } from '@vanilla-extract/css'

/** The member's labels as chips in one wrapping line. */
export const labelList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.4rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
