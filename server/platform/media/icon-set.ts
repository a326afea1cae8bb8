import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils'

type IconifyJSON = Parameters<typeof getIconData>[0]

const require = createRequire(import.meta.url)

/** The game-icons collection (CC BY 3.0), read on the first picture drawn: 6 MB of JSON. */
let collection: IconifyJSON | null = null
const iconSet = () =>
  (collection ??= JSON.parse(
    readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
  ) as IconifyJSON)

/** Whether the collection holds an icon of this name. */
export const hasIcon = (name: string) => getIconData(iconSet(), name) !== null

/**
 * An icon drawn into a square of `size` at (x, y) with the given fill (a colour or a url(#id)),
 * as an SVG group. Ids inside the icon are made unique so that two icons on a picture never clash.
 */
export function iconGroup(name: string, x: number, y: number, size: number, fill: string): string {
  const data = getIconData(iconSet(), name)
  if (!data) throw new Error(`game-icons has no icon "${name}"`)
  const svg = iconToSVG(data, { height: size, width: size })
  const [, , width, height] = svg.viewBox
  const body = replaceIDs(svg.body).replaceAll('currentColor', fill)
  return `<g transform="translate(${x} ${y}) scale(${size / width} ${size / height})">${body}</g>`
}
