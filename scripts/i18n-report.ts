/** npm run i18n:report: per language, how many of the source catalog's messages are translated. */
import { fallbackLocales, readCatalog, sourceLocale, translatedLocales } from '../shared/po.ts'

const source = readCatalog(sourceLocale)
const total = source.size
console.log(`messages in the source catalog (${sourceLocale}): ${total}`)
for (const locale of [...translatedLocales, ...fallbackLocales]) {
  const catalog = readCatalog(locale)
  const translated = [...source.keys()].filter((id) => (catalog.get(id) ?? '') !== '').length
  const share = total ? ((translated / total) * 100).toFixed(1) : '100.0'
  const rest = total - translated
  const note = rest ? ` (${rest} fall back to English)` : ''
  console.log(
    `${locale.padEnd(3)} ${String(translated).padStart(5)} / ${total}  ${share.padStart(5)}%${note}`,
  )
}
