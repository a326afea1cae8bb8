import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { button } from '@/ui/ui.css'
import { visuallyHiddenRules } from '@/ui/visually-hidden'
import { compactHeader, narrow, phone } from '@/ui/media'
import { beforeSettled } from '@/lib/motion'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '-999px',
  selectors: {
    '&:focus': {
      insetInlineStart: '0.5rem',
      insetBlockStart: '0.5rem',
      zIndex: 10,
      padding: '0.5rem 1rem',
      background: vars.color.surface,
    },
  },
})

export const header = style({
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const headerTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.5rem',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: '0.5rem',
  paddingInline: '1rem',
  '@media': { [phone]: { paddingInline: '0.75rem' } },
})

/**
 * The language switch keeps the start of the row and the sign-in or account bar its end, so that
 * neither moves while the account bar's parts arrive (the switch beside the bar was pushed aside
 * twice on a signed-in load: a layout shift of 0.007 on a phone).
 */
export const headerActions = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.5rem',
  minInlineSize: 0,
})

globalStyle(`${headerActions} > :first-child`, { marginInlineEnd: 'auto' })

/** Holds the place of the account bar while its chunk loads. */
export const accountPlaceholder = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  color: vars.color.textMuted,
})

export const nav = style({ borderBlockStart: `1px solid ${vars.color.border}` })

export const menu = style({ position: 'relative' })

/**
 * On a phone and a little above (compactHeader) the language switch shows a short name (VI, 中文):
 * with a native name, the switch, sign-in and register took more than a 360 px phone's line in
 * Vietnamese, Indonesian and Tagalog, and the header grew by a row. The native name is still read
 * out, after the short one.
 */
export const languageShort = style({
  display: 'none',
  '@media': { [compactHeader]: { display: 'inline' } },
})
export const languageLong = style({
  '@media': { [compactHeader]: visuallyHiddenRules },
})
// With a little less padding, the switch, sign-in and register share the line in Tagalog too, and
// signed in, deposit, a balance of millions and the avatar share the line below the switch.
globalStyle(`${headerActions} ${button}`, {
  '@media': { [phone]: { paddingInline: '0.625rem' } },
})

/** The language list opens from the switch's start, where the switch sits (headerActions). */
export const menuList = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: '100%',
  zIndex: 5,
  minInlineSize: '12rem',
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: '0 8px 24px rgb(0 0 0 / 18%)',
})

export const menuItem = style({
  display: 'block',
  inlineSize: '100%',
  padding: '0.5rem 0.75rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.background },
    '&[aria-current="true"]': { color: vars.color.primary, fontWeight: 700 },
  },
})

/**
 * The page's column under the header. The right bar beside <main> stands fixed at the screen's
 * edge, so its <aside> is an empty box here: no gap, or it would narrow the column by one on the
 * end side only (the page's edges 16 and 32 px on a phone).
 */
export const body = style({
  display: 'flex',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: '1rem',
  paddingInline: '1rem',
  minBlockSize: '60vh',
})

export const main = style({ flex: 1, minInlineSize: 0 })

/** The right bar's distance from the screen's bottom edge (folded: its button's). */
const barInsetEnd = '5rem'
/** A right-bar button's width and height. */
const buttonSize = '2.75rem'
/**
 * How far up from the screen's bottom edge the folded right bar's button stands, with a gap: the
 * open shortcuts stack above it, the page's last words end above it once scrolled to the end
 * (`footer`), and the browser keeps what focus or scrollIntoView brings to view above it
 * (scroll-padding on the root, on pages that show the button), so that a control under the button
 * is never reached hidden (WCAG 2.2, 2.4.11).
 */
const toggleClearance = `calc(${barInsetEnd} + ${buttonSize} + 0.5rem)`

export const rightBar = style({
  position: 'fixed',
  insetInlineEnd: '0.5rem',
  insetBlockEnd: barInsetEnd,
  zIndex: 4,
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [narrow]: {
      insetBlockEnd: toggleClearance,
      selectors: { '&:not([data-open="true"])': { display: 'none' } },
    },
  },
})

export const rightBarButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: buttonSize,
  blockSize: buttonSize,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  cursor: 'pointer',
  fontSize: '0.75rem',
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: '0 2px 8px rgb(0 0 0 / 15%)',
})

/** The toggle of the folded right bar, shown on narrow screens only. */
export const rightBarToggle = style([
  rightBarButton,
  {
    display: 'none',
    position: 'fixed',
    insetInlineEnd: '0.5rem',
    insetBlockEnd: barInsetEnd,
    zIndex: 4,
    '@media': { [narrow]: { display: 'grid' } },
  },
])

globalStyle(`html:has(${rightBarToggle})`, {
  '@media': { [narrow]: { scrollPaddingBlockEnd: toggleClearance } },
})

export const footer = style({
  marginBlockStart: '2rem',
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  // Below the fold on most pages: laid out and painted when it nears the screen, not in the first
  // frame (a quarter of the objects of a phone's first layout), and its vendor strip does not
  // animate unseen. Until then it takes about its own height; once shown, the browser keeps the
  // real one (auto).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
  '@media': {
    'screen and (min-width: 64rem)': { containIntrinsicSize: 'auto 450px' },
    // Its last words end above the folded right bar's button once the page is scrolled to its end.
    [narrow]: { paddingBlockEnd: toggleClearance },
  },
})

/** Where the footer would be, when its code failed to load: its retry. */
export const footerRetry = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockStart: '2rem',
  padding: '1.5rem 1rem',
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const footerInner = style({
  display: 'grid',
  gap: '1rem',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  padding: '1.5rem 1rem',
})

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(calc(-50% - 5px))' },
})

export const features = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const feature = style({
  display: 'grid',
  gap: '0.2rem',
  padding: '0.75rem',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
})

export const featureTitle = style({ color: vars.color.text })

/**
 * Ten slides show across the strip (fewer on a narrow screen), 10 px apart (spec §9); they scroll
 * once the page has settled (docs/performance.md).
 */
export const vendorStrip = style({
  containerType: 'inline-size',
  overflow: 'hidden',
  maskImage: 'linear-gradient(90deg, transparent, #000 5%, #000 95%, transparent)',
})

export const vendorTrack = style({
  display: 'flex',
  gap: '10px',
  inlineSize: 'max-content',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animationName: scroll,
  animationDuration: '36s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${vendorStrip}:hover &, ${vendorStrip}:focus-within &`]: { animationPlayState: 'paused' },
    [beforeSettled]: { animationPlayState: 'paused' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none',
      flexWrap: 'wrap',
      inlineSize: 'auto',
    },
  },
})

export const vendorItem = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: 'max(6.5rem, calc((100cqi - 90px) / 10))',
  blockSize: '2.5rem',
  paddingInline: '0.4rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: '0.8rem',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[aria-hidden="true"]': { display: 'none' } },
    },
  },
})

export const licenceIntro = style({ margin: '0 0 0.4rem' })

export const licences = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const ageNote = style({ margin: 0, fontWeight: 700, color: vars.color.text })

/** Where the inline login's fields show (see inlineLogin). */
const withFields = '(min-width: 900px)'

/**
 * The header's inline login: its fields show from 900 px, where the language switch, the fields
 * and the buttons share one line in every language (the longest, Tagalog and Indonesian, need
 * 880 px); below, only the buttons stay. A longer translation of a brand's own narrows the fields
 * rather than breaking the bar's line.
 */
export const inlineLogin = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.4rem',
  '@media': {
    // No width of its own in the bar's line: it takes what the language switch leaves.
    [withFields]: { flex: '1 1 0', justifyContent: 'flex-end', minInlineSize: 0 },
  },
})

export const inlineFields = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.4rem',
  minInlineSize: 0,
  '@media': { [`not all and ${withFields}`]: { display: 'none' } },
})

// Beside the fields, the buttons keep their one line: the fields narrow instead. Below, with no
// fields, a long label may wrap.
globalStyle(`${inlineLogin} > button, ${headerActions} > button`, {
  '@media': { [withFields]: { flex: 'none', whiteSpace: 'nowrap' } },
})

export const inlineInput = style({
  flex: '1 1 5rem',
  minInlineSize: 0,
  maxInlineSize: '8.5rem',
  paddingBlock: '0.4rem',
})

// The login type is as wide as its longest option ("Tên đăng nhập", "Nama pengguna") when there is
// room, within reason: at the inputs' 8.5rem they showed cut off.
export const inlineSelect = style({
  flex: '0 1 auto',
  minInlineSize: '5rem',
  maxInlineSize: '13rem',
  paddingBlock: '0.4rem',
})
