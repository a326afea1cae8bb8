import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The languages with catalogs in locales/: the source, the complete translations, and TY (falls back to English). */
export const sourceLocale = 'en'
export const translatedLocales = ['cn', 'id', 'th', 'vi', 'tl'] as const
export const fallbackLocales = ['ty'] as const

const unquote = (line: string) => JSON.parse(line) as string

/** A .po catalog as msgid -> msgstr ('' when untranslated); multi-line strings are joined. */
export function readCatalog(locale: string, dir = 'locales'): Map<string, string> {
  const text = readFileSync(join(dir, `${locale}.po`), 'utf8')
  const entries = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let str = ''
  const flush = () => {
    if (id !== '') entries.set(id, str)
    id = ''
    str = ''
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('msgid ')) {
      flush()
      field = 'msgid'
      id = unquote(line.slice(6))
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      str = unquote(line.slice(7))
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line)
      else str += unquote(line)
    } else if (line === '' || line.startsWith('#')) field = null
  }
  flush()
  return entries
}

/** The placeholders of an ICU message ({name}, {0}, {count, plural, ...}), sorted. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((m) => m[1]!).sort()
}

/** The explicit message ids of a source file: `{ id: 'x', message: ... }` in t(), msg() and <Trans>. */
export function messageIdsIn(text: string): string[] {
  if (!text.includes('@lingui/')) return []
  return [...text.matchAll(/\bid[:=]\s*\{?\s*['"`]([\w.-]+)['"`]\s*,?\s*\}?\s*message[:=]/g)].map(
    (m) => m[1]!,
  )
}
