import { brandAssetUrl } from '@/config/brand'
import type { Brand, LanguageCode } from '@/config/brand.types'
import { offlineStyleFile, startFailureTemplateId } from '@/config/pwa-files'

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
  // Its look: the brand's theme is in the page already, the card's style is asked for now. The
  // page shows once that style is there, or has failed, or after a moment: never unstyled first
  // and styled a moment later, never held up by a network that hangs.
  let isShown = false
  const show = () => {
    if (isShown) return
    isShown = true
    root.replaceChildren(main)
  }
  const style = document.createElement('link')
  style.rel = 'stylesheet'
  style.href = brandAssetUrl(brand, offlineStyleFile)
  style.addEventListener('load', show)
  style.addEventListener('error', show)
  setTimeout(show, styleWaitMs)
  document.head.append(style)
}

/** How long a failed start waits for the offline page's style before it shows without it. */
const styleWaitMs = 1500
