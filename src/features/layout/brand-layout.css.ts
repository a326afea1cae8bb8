/**
 * The header and category bar as brand.json's layout asks (brands-emit writes the options on
 * <html> as data-header, data-navigation and data-density): plain CSS keyed on those attributes,
 * so a brand's layout costs no JavaScript. "split" and "underline" are the base styles.
 */
import { globalStyle } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import * as nav from './category-nav.css'
import * as layout from './layout.css'

const header = (value: string) => `html[data-header="${value}"]`
const navigation = (value: string) => `html[data-navigation="${value}"]`

// bar: the logo and the categories on a band of the primary colour (the logo is drawn for it).
const bandShadow = `color-mix(in srgb, ${vars.color.onPrimary} 35%, transparent)`
globalStyle(`${header('bar')} ${layout.nav}`, {
  borderBlockStart: 0,
  background: vars.color.primary,
  color: vars.color.onPrimary,
})
globalStyle(`${header('bar')} ${nav.scroller}`, {
  background: [
    `linear-gradient(to right, ${vars.color.primary} 40%, transparent) left / 2rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.primary} 40%, transparent) right / 2rem 100% no-repeat local`,
    `linear-gradient(to right, ${bandShadow}, transparent) left / 0.75rem 100% no-repeat scroll`,
    `linear-gradient(to left, ${bandShadow}, transparent) right / 0.75rem 100% no-repeat scroll`,
    vars.color.primary,
  ].join(', '),
})
globalStyle(
  `${header('bar')} ${nav.link}, ${header('bar')} ${nav.link}:hover, ${header('bar')} ${nav.toggle}`,
  { color: vars.color.onPrimary },
)
globalStyle(`${header('bar')} ${nav.link}[data-status="active"]`, {
  color: vars.color.onPrimary,
  borderBlockEndColor: vars.color.onPrimary,
})

// centered: the logo centred above the categories, which centre when they fit.
globalStyle(`${header('centered')} ${nav.bar}`, {
  flexDirection: 'column',
  alignItems: 'stretch',
  paddingBlockStart: '0.75rem',
})
globalStyle(`${header('centered')} ${nav.logoLink}`, { alignSelf: 'center' })
globalStyle(`${header('centered')} ${nav.list}`, { justifyContent: 'safe center' })
globalStyle(`${header('centered')} ${layout.nav}`, {
  borderBlockEnd: `2px solid ${vars.color.accent}`,
})

// pills: rounded entries, the current one filled.
// The entries keep to one 1280 px bar beside the logo in the brand's face (header.spec.ts).
globalStyle(`${navigation('pills')} ${nav.list}`, { gap: '0.125rem', paddingBlock: '0.4rem' })
globalStyle(`${navigation('pills')} ${nav.link}`, {
  paddingBlock: '0.4rem',
  paddingInline: '0.6rem',
  fontSize: '0.9375rem',
  borderBlockEnd: 0,
  borderRadius: '999px',
})
globalStyle(`${navigation('pills')} ${nav.link}[data-status="active"]`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
})
// On the band the current pill is the band's text colour, with the band's colour as its text.
globalStyle(`html[data-header="bar"][data-navigation="pills"] ${nav.link}[data-status="active"]`, {
  background: vars.color.onPrimary,
  color: vars.color.primary,
})

// blocks: square tiles of the bar's height, the current one filled; small capitals, so that the
// entries keep to one 1280 px bar beside the logo.
globalStyle(`${navigation('blocks')} ${nav.list}`, { gap: '2px' })
globalStyle(`${navigation('blocks')} ${nav.link}`, {
  paddingInline: '0.5rem',
  borderBlockEnd: 0,
  borderRadius: vars.radius.small,
  background: `color-mix(in srgb, ${vars.color.text} 6%, transparent)`,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
  fontSize: '0.8125rem',
  fontWeight: 600,
})
globalStyle(`${navigation('blocks')} ${nav.link}[data-status="active"]`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
})
globalStyle(`${navigation('blocks')} ${nav.link}:hover`, {
  boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
})

// compact: a lower header and bar.
globalStyle(`html[data-density="compact"] ${layout.headerTop}`, { paddingBlock: '0.25rem' })
globalStyle(`html[data-density="compact"] ${nav.link}`, { paddingBlock: '0.5rem' })
globalStyle(`html[data-density="compact"] ${layout.body}`, { paddingBlock: '0.75rem' })

// The category panel opens inside the band: its text keeps the page's colours.
globalStyle(`${header('bar')} ${nav.panel}`, { color: vars.color.text })

// Focus on the band: the page's ring is drawn in the primary colour, the band's own, and would not
// show there (WCAG 2.4.7); it is drawn in the colour of the band's text instead.
globalStyle(`${header('bar')} :is(${nav.link}, ${nav.toggle}, ${nav.logoLink}):focus-visible`, {
  outlineColor: vars.color.onPrimary,
})
// Blocks fill the bar's height, whose scroller clips a ring drawn outside them: the ring is drawn
// inside, in the block's own text colour, which contrasts with its fill, current or not.
globalStyle(`${navigation('blocks')} :is(${nav.link}, ${nav.toggle}):focus-visible`, {
  outlineColor: 'currentColor',
  outlineOffset: '-3px',
})
