import { brandAssetUrl } from '../config/brand'
import type { Brand, LanguageCode } from '../config/brand.types'
import { pwaFiles } from '../config/pwa-files'

/**
 * What shows when the app cannot start because a part every screen needs did not load (the
 * language's core messages): the brand's offline page, which brands:emit writes in every language
 * the brand supports and the service worker keeps. It shows in the visitor's language and theme,
 * in place of the app, and its "Try again" (a link to the page's own address) loads the page
 * again, as does the browser coming back online. The offline page is the brand's own file, from
 * the site's origin: no server data reaches the document.
 */
export async function showStartFailure(
  brand: Brand,
  language: LanguageCode,
  root: HTMLElement,
): Promise<void> {
  window.addEventListener('online', () => location.reload(), { once: true })
  const response = await fetch(brandAssetUrl(brand, pwaFiles.offlinePage))
  if (!response.ok) throw new Error(`the offline page answered ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const main = page.querySelector('main')
  if (!main) throw new Error('the offline page has no main')
  const sections = [...main.querySelectorAll<HTMLElement>('section[data-language]')]
  const chosen = sections.find((section) => section.dataset.language === language) ?? sections[0]
  for (const section of sections) section.hidden = section !== chosen
  const style = document.createElement('link')
  style.rel = 'stylesheet'
  style.href = brandAssetUrl(brand, pwaFiles.offlineStyle)
  document.head.append(style)
  root.replaceChildren(document.adoptNode(main))
}
