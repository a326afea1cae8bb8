/**
 * The third-party works the portal shows, with their authors and licences: the icon set the
 * platform's game, vendor and banner pictures are drawn from, and the self-hosted font families,
 * read at build time from the metadata of every installed @fontsource package (a font added to
 * package.json is credited with no change here).
 */

/** One credited work. */
export interface Credit {
  work: string
  /** The package the work comes from. */
  source: string
  authors: string
  homepage: string
  licence: string
  licenceUrl: string
}

/** The game-icons collection (CC BY 3.0 asks for this credit and a note of changes). */
export const iconCredit: Credit = {
  work: 'Game Icons',
  source: '@iconify-json/game-icons',
  authors: 'Lorc, Delapouite and contributors',
  homepage: 'https://game-icons.net',
  licence: 'CC BY 3.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/3.0/',
}

interface FontMetadata {
  id: string
  family: string
  license: { type: string; url: string; attribution?: string }
}

/** The installed @fontsource packages' metadata, by file path (bundled into this lazy chunk). */
const fontMetadata = import.meta.glob<FontMetadata>('/node_modules/@fontsource/*/metadata.json', {
  eager: true,
  import: 'default',
})

/** Who a font's attribution names: its first copyright line, without the year and file list. */
const authorsOf = (attribution = '') =>
  (/Copyright[^()]*?(?:\(|$)/i.exec(attribution)?.[0] ?? '')
    .replace(/\s*\($/, '')
    .replace(/^Copyright\s*(?:©|\(c\))?\s*[\d\s,–-]*/i, '')
    .trim()

/**
 * The credits of the self-hosted font families, by family name; with `only`, of that package's
 * family alone (a brand's site credits its own face, not the faces of the other brands it is
 * built with, which would name them).
 */
export function fontCredits(
  metadata: Record<string, FontMetadata> = fontMetadata,
  only?: string,
): Credit[] {
  return Object.values(metadata)
    .filter((font) => only === undefined || `@fontsource/${font.id}` === only)
    .map((font) => ({
      work: font.family,
      source: `@fontsource/${font.id}`,
      authors: authorsOf(font.license.attribution),
      homepage: `https://fontsource.org/fonts/${font.id}`,
      licence: font.license.type === 'OFL-1.1' ? 'SIL Open Font License 1.1' : font.license.type,
      licenceUrl: font.license.url,
    }))
    .sort((a, b) => a.work.localeCompare(b.work))
}
