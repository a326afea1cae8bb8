import { createGlobalThemeContract, globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'

/**
 * Variables the brand's layout options set (brand.json layout, written on <html> as data
 * attributes by the shell): game tiles read their picture's aspect and their corners from them.
 */
export const layoutVars = createGlobalThemeContract({
  tileAspect: 'tile-aspect',
  tileRadius: 'tile-radius',
})

globalStyle(':root', {
  vars: { [layoutVars.tileAspect]: '4 / 3', [layoutVars.tileRadius]: vars.radius.medium },
})
globalStyle(':root[data-tile-aspect="1:1"]', { vars: { [layoutVars.tileAspect]: '1 / 1' } })
globalStyle(':root[data-tile-aspect="3:4"]', { vars: { [layoutVars.tileAspect]: '3 / 4' } })
globalStyle(':root[data-tile-shape="square"]', { vars: { [layoutVars.tileRadius]: '0' } })
globalStyle(':root[data-tile-shape="soft"]', {
  vars: { [layoutVars.tileRadius]: vars.radius.large },
})
