/**
 * The first banner's picture as the server draws it in the shell's root, before any script
 * (server/platform/content/first-picture.ts): the page's largest paint comes with the HTML instead
 * of after the JavaScript. It stands in the box the app's banner will take, so that the app's first
 * render, which replaces it, shows the same picture in the same place: below the header's floor
 * (--header-block, brand-layout.css.ts), in the banner region's box and columns; on Home below the
 * region's ticker and the page column's padding, where the hero's banner starts. A layout without
 * a header floor draws none (--first-picture-display).
 */
import { globalStyle } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { bodyPadding } from '@/theme/layout'
import { firstPictureClass } from './banner-sources'
import { besideColumns, regionBox, regionPaddingStart, tickerBlock } from './banners.css'

const picture = `.${firstPictureClass}`

globalStyle(picture, {
  ...regionBox,
  display: 'var(--first-picture-display, none)',
  marginBlockStart: 'var(--header-block)',
  '@media': besideColumns,
})

globalStyle(`${picture}[data-page="home"]`, {
  paddingBlockStart: `calc(${regionPaddingStart} + ${tickerBlock} + ${bodyPadding.comfortable})`,
})

globalStyle(`html[data-density="compact"] ${picture}[data-page="home"]`, {
  paddingBlockStart: `calc(${regionPaddingStart} + ${tickerBlock} + ${bodyPadding.compact})`,
})

// The banner's own look (banners.css.ts viewport and image): its corners, the art covering a 4:1 box.
globalStyle(`${picture} > img`, {
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
})
