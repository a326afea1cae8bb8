import type { Brand } from '@/config/brand.types'

type Layout = NonNullable<Brand['layout']>

/** The layout a brand gets for each option brand.json leaves out (brand.schema.json's defaults). */
export const layoutDefaults = {
  header: 'split',
  navigation: 'underline',
  tileShape: 'rounded',
  tileAspect: '4:3',
  density: 'comfortable',
} as const satisfies {
  header: NonNullable<Layout['header']>
  navigation: NonNullable<Layout['navigation']>
  tileShape: NonNullable<NonNullable<Layout['tiles']>['shape']>
  tileAspect: NonNullable<NonNullable<Layout['tiles']>['aspect']>
  density: NonNullable<Layout['density']>
}

/**
 * The data attributes of the shell's <html> that carry brand.json's layout options: the styles
 * key on them (src/theme/layout.css.ts, src/features/layout/brand-layout.css.ts), so a layout
 * costs no JavaScript.
 */
export function layoutAttributes(brand: Brand): Record<string, string> {
  const layout = brand.layout ?? {}
  return {
    'data-header': layout.header ?? layoutDefaults.header,
    'data-navigation': layout.navigation ?? layoutDefaults.navigation,
    'data-tile-shape': layout.tiles?.shape ?? layoutDefaults.tileShape,
    'data-tile-aspect': layout.tiles?.aspect ?? layoutDefaults.tileAspect,
    'data-density': layout.density ?? layoutDefaults.density,
  }
}

/** Height over width of a tile's picture for a brand.json aspect ("4:3" is 0.75). */
export function tileAspectRatio(aspect: string | undefined): number {
  const [w, h] = (aspect ?? layoutDefaults.tileAspect).split(':').map(Number)
  return w && h ? h / w : 3 / 4
}
