import type { Brand, HomeSection } from '@/config/brand.gen'

/** Home's sections when brand.json names none (schemas/brand.schema.json home). */
export const defaultHomeSections: readonly HomeSection[] = [
  'hero',
  'hotGames',
  'newGames',
  'recentGames',
  'favouriteGames',
  'liveTables',
  'promotions',
  'winners',
]

/** Sections that show a member's own games: hidden from visitors. */
const memberSections: ReadonlySet<HomeSection> = new Set(['recentGames', 'favouriteGames'])

/** Sections that belong to an area the brand may switch off. */
const sectionAreas: Partial<Record<HomeSection, keyof Brand['areas']>> = {
  liveTables: 'live',
  lotteryDraws: 'lottery',
  promotions: 'promotions',
  newGames: 'rng',
}

/** The sections Home shows, in the brand's order, for a visitor or a member. */
export function shownSections(
  brand: Pick<Brand, 'home' | 'areas'>,
  isSignedIn: boolean,
): HomeSection[] {
  return (brand.home?.sections ?? defaultHomeSections).filter((section) => {
    if (memberSections.has(section) && !isSignedIn) return false
    const area = sectionAreas[section]
    return !area || brand.areas[area] !== false
  })
}
