import { globalStyle } from '@vanilla-extract/css'
import { narrow } from './media'

/** While a screen is immersive (html[data-immersive]), a phone shows no site header. */
globalStyle('html[data-immersive] [data-region="header"]', {
  '@media': { [narrow]: { display: 'none' } },
})
