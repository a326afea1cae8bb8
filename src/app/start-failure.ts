import { brandAssetUrl } from '../config/brand'
import type { Brand, LanguageCode } from '../config/brand.types'
import { pwaFiles, startFailureTemplateId } from '../config/pwa-files'

/**
 * What shows when the app cannot start because a part every screen needs did not load (the
 * language's core messages): the brand's offline page, whose content the shell carries in a
 * template (brands:emit writes it in every language the brand supports), so it needs nothing more
 * from the network. It shows in the visitor's language and theme, in place of the app, and its "Try
 * again" (a link to the page's own address) loads the page again, as does the browser coming back
 * online. The content is the brand's own, from the build: no server data reaches the document.
 */
export function showStartFailure(brand: Brand, language: LanguageCode, root: HTMLElement) {
  window.addEventListener('online', () => location.reload(), { once: true })
  const template = document.getElementById(startFailureTemplateId)
  if (!(template instanceof HTMLTemplateElement)) throw new Error('the shell has no offline page')
  const main = template.content.cloneNode(true) as DocumentFragment
  const sections = [...main.querySelectorAll<HTMLElement>('section[data-language]')]
  const chosen = sections.find((section) => section.dataset.language === language) ?? sections[0]
  for (const section of sections) section.hidden = section !== chosen
  // Its look: the brand's theme is in the page already; the card's style comes when it can.
  const style = document.createElement('link')
  style.rel = 'stylesheet'
  style.href = brandAssetUrl(brand, pwaFiles.offlineStyle)
  document.head.append(style)
  root.replaceChildren(main)
}
