/**
 * Writes translations into the catalogs: `npm run i18n:fill -- <file.json>`, where the file is
 * `{ "<message id>": { "cn": "…", "id": "…", "th": "…", "vi": "…", "tl": "…" } }`. Each message
 * must already be in the catalogs (run `npm run i18n:extract` first); its placeholders must match
 * the English source. Lingui's own formatting of the files is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { placeholders, readCatalog, sourceLocale, translatedLocales } from '../shared/po.ts'

const root = join(import.meta.dirname, '..')
const file = process.argv[2]
if (!file) throw new Error('usage: npm run i18n:fill -- <translations.json>')
const wanted = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
const source = readCatalog(sourceLocale, join(root, 'locales'))
const problems: string[] = []
const escape = (text: string) => JSON.stringify(text)

for (const locale of translatedLocales) {
  const path = join(root, 'locales', `${locale}.po`)
  let text = readFileSync(path, 'utf8')
  for (const [id, byLocale] of Object.entries(wanted)) {
    const translation = byLocale[locale]
    if (translation === undefined) continue
    const english = source.get(id)
    if (english === undefined) {
      problems.push(`${id}: not in locales/en.po (run npm run i18n:extract)`)
      continue
    }
    if (placeholders(english || id).join() !== placeholders(translation).join())
      problems.push(`${locale} ${id}: placeholders differ from "${english}"`)
    // An entry is `msgid "<id>"` then its msgstr, on one line or continued on "…" lines.
    const entry = new RegExp(
      `(msgid ${escapeRegExp(escape(id))}\\nmsgstr )"(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*`,
    )
    if (!entry.test(text)) {
      problems.push(`${locale} ${id}: no entry in ${path}`)
      continue
    }
    text = text.replace(entry, (_, head: string) => `${head}${escape(translation)}`)
  }
  writeFileSync(path, text)
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`i18n:fill: ${Object.keys(wanted).length} message(s) written`)
