import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { beforeSettled } from '@/lib/motion'

/** The banner region of the root layout; nothing shows when it has nothing. */
export const region = style({
  display: 'grid',
  gap: '0.75rem',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlockStart: '0.75rem',
  paddingInline: '1rem',
  selectors: { '&:empty': { display: 'none' } },
})

/**
 * A lobby's region on a laptop: the banner beside the jackpot and the ticker instead of above
 * them, so the lobby's first games stay on the first screen (a 4:1 banner across 1200 px is 300 px).
 */
export const regionBeside = style({
  '@media': {
    '(min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
})

globalStyle(`${regionBeside} > :first-child`, {
  '@media': { '(min-width: 1024px)': { gridRow: 'span 2' } },
})

export const carousel = style({ position: 'relative', display: 'grid', gap: '0.5rem' })

/** The box keeps the banner's aspect ratio (set inline from its size), so nothing shifts. */
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
})

/** The banner's box while its answer loads: the platform's banners are 4:1. */
export const pending = style([viewport, { aspectRatio: '4 / 1' }])

/** The jackpot's place on /rng, kept while its chunk loads. */
export const jackpotSlot = style({ minBlockSize: '2.75rem' })

/** keen-slider's container: a row of slides, one per view. */
export const track = style({
  display: 'flex',
  overflow: 'hidden',
  position: 'relative',
  inlineSize: '100%',
  blockSize: '100%',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
})

export const slide = style({
  position: 'relative',
  overflow: 'hidden',
  flex: '0 0 100%',
  inlineSize: '100%',
  blockSize: '100%',
})

export const slideLink = style({ display: 'block', blockSize: '100%' })

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
})

/**
 * The dots lie over the banner's lower edge, so the carousel is as tall as the box kept for it while
 * it loads (below the banner they moved everything under it by 32 px: Lighthouse's CLS on Home).
 */
export const dots = style({
  position: 'absolute',
  insetBlockEnd: '0.25rem',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  justifyContent: 'center',
  gap: '0.25rem',
  margin: 0,
  paddingBlock: 0,
  paddingInline: '0.25rem',
  borderRadius: '999px',
  background: 'rgb(0 0 0 / 0.35)',
  listStyle: 'none',
})

/** A 24 px target around an 10 px dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '0.625rem',
      blockSize: '0.625rem',
      borderRadius: '50%',
      background: 'rgb(255 255 255 / 0.75)',
      transition: 'background 0.2s, transform 0.2s',
    },
    '&[aria-current="true"]::before': {
      background: vars.color.primary,
      transform: 'scale(1.2)',
    },
  },
})

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
})

export const ticker = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minBlockSize: '2.5rem',
  paddingInline: '0.75rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
})

export const tickerLabel = style({ flex: 'none', fontWeight: 700, color: vars.color.primary })

export const tickerWindow = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  maskImage:
    'linear-gradient(90deg, transparent, #000 1.5rem, #000 calc(100% - 1.5rem), transparent)',
})

/**
 * Two copies of the titles scroll by half their width, so the loop has no seam. The scrolling
 * starts once the page has settled (docs/performance.md).
 */
export const tickerTrack = style({
  display: 'flex',
  inlineSize: 'max-content',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${ticker}:hover &, ${ticker}:focus-within &`]: { animationPlayState: 'paused' },
    [beforeSettled]: { animationPlayState: 'paused' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
})

export const tickerList = style({
  display: 'flex',
  gap: '2.5rem',
  margin: 0,
  paddingBlock: 0,
  paddingInline: '0 2.5rem',
  listStyle: 'none',
  whiteSpace: 'nowrap',
})

export const tickerItem = style({
  padding: '0.25rem',
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
})

/** With reduced motion the titles stay still and scroll by hand. */
globalStyle(`${tickerWindow}`, {
  '@media': { '(prefers-reduced-motion: reduce)': { overflowX: 'auto' } },
})
