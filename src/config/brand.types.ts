/**
 * Types of brands/<id>/brand.json. They are generated from schemas/brand.schema.json into
 * brand.gen.ts by `npm run gen`, so that a change to the schema changes them; a `title` in the
 * schema names a type of its own. This file adds what the schema cannot name.
 */
import type { Brand } from './brand.gen'

export type {
  Brand,
  BrandLink,
  LanguageCode,
  ThemeColors,
  ThemeName,
  ThemeTokens,
} from './brand.gen'

/** Areas an operator may switch off: the keys of the brand's `areas`. */
export type AreaName = keyof Brand['areas']
