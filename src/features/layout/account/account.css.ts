import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { compactHeader, phone } from '@/ui/media'
import { visuallyHiddenRules } from '@/ui/visually-hidden'

/**
 * Deposit, balance and the avatar keep one line: wrapping inside the bar put the avatar on a row of
 * its own (a third row of the header at 360 and at 481 px). Up to compactHeader the avatar shows
 * without the nickname, so the language switch and the bar share one line; above it the nickname
 * shortens with an ellipsis when the line is short. On a phone the bar is a little tighter and may
 * take the row below the language switch (a balance of millions at 360 px); it wraps only when even
 * that row is too short (text far longer than any of the brands' languages), rather than push the
 * page sideways.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minInlineSize: 0,
  '@media': { [phone]: { flexWrap: 'wrap', gap: '0.25rem' } },
})

/** The deposit button keeps its size, as the balance does. */
export const deposit = style({ flex: 'none' })

/**
 * The balance's buttons, inside its 1px border: the whole box is 2.5rem high, as a button is, so
 * the header does not grow (and the page below it shift) when the account bar replaces sign-in.
 */
const balanceInner = 'calc(2.5rem - 2px)'

export const balance = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
})

export const balanceButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minBlockSize: balanceInner,
  paddingInline: '0.6rem',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // A balance of millions with the deposit button and the avatar fits a 360 px line.
  '@media': { [phone]: { gap: '0.3rem', paddingInline: '0.4rem', fontSize: '0.875rem' } },
  selectors: {
    '&:disabled': { cursor: 'progress', opacity: 0.75 },
    '&[data-state="error"]': { color: vars.color.danger, fontWeight: 400 },
  },
})

/**
 * The amount keeps room for a balance of ten characters (P 5,954.64) from the start, the '…' of a
 * balance still loading included, so that the deposit button beside it does not move when the
 * figure arrives.
 */
export const amount = style({ minInlineSize: '10ch', textAlign: 'end' })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const refreshIcon = style({
  flex: 'none',
  color: vars.color.primary,
  selectors: { '&[data-spinning="true"]': { animation: `${spin} 0.8s linear infinite` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
})

export const eyeButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: balanceInner,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  '@media': { [phone]: { inlineSize: '2rem' } },
})

// Gives way when the line is short (the nickname shortens); the deposit button and balance do not.
// A flex box: as a block, the line its inline-flex trigger sat on added 5 px under it.
export const menu = style({ position: 'relative', display: 'flex', minInlineSize: 0 })

export const trigger = style({
  display: 'inline-flex',
  maxInlineSize: '100%',
  minInlineSize: 0,
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: '2.5rem',
  paddingInline: '0.25rem 0.5rem',
  border: `1px solid transparent`,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  // The caret is not shown on a phone; the badge still needs its room at the end.
  '@media': { [phone]: { paddingInline: '0.125rem 0.375rem' } },
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      borderColor: vars.color.border,
      background: vars.color.background,
    },
  },
})

export const avatar = style({ position: 'relative', flex: 'none' })

export const avatarImage = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  objectFit: 'cover',
})

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-0.35rem',
  insetInlineEnd: '-0.5rem',
  minInlineSize: '1.2rem',
  paddingInline: '0.3rem',
  borderRadius: '999px',
  background: vars.color.danger,
  // The page colour: held at 4.5:1 against danger by the brand check (white failed on dark themes).
  color: vars.color.background,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '1.2rem',
  textAlign: 'center',
})

export const names = style({
  display: 'grid',
  textAlign: 'start',
  lineHeight: 1.2,
  minInlineSize: 0,
  maxInlineSize: '9rem',
  // Unseen, not gone: the names are the menu button's accessible name (the avatar's letter is
  // aria-hidden), which axe found missing on a phone when no badge was there to name it.
  '@media': { [compactHeader]: visuallyHiddenRules },
})

export const nickname = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 700,
})

export const username = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
})

export const caret = style({
  color: vars.color.textMuted,
  fontSize: '0.7rem',
  '@media': { [compactHeader]: { display: 'none' } },
})

export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 0.25rem)',
  zIndex: 6,
  minInlineSize: '13rem',
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: '0 8px 24px rgb(0 0 0 / 18%)',
})

export const item = style({
  display: 'block',
  inlineSize: '100%',
  padding: '0.6rem 0.75rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.background, outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.primary}` },
  },
})

export const separator = style({
  marginBlock: '0.25rem',
  borderBlockStart: `1px solid ${vars.color.border}`,
})
