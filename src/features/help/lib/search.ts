import type { HelpArticle, HelpCategory } from '@/api/content/get-help'

/** The readable text of operator HTML, for searching (never rendered). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/**
 * The categories with only the articles whose title or text holds every word of the query
 * (case and accents ignored); categories left empty are dropped. An empty query keeps all.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpCategory[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (!words.length) return [...categories]
  const matches = (article: HelpArticle) => {
    const haystack = fold(`${article.title} ${plainText(article.content)}`)
    return words.every((word) => haystack.includes(word))
  }
  return categories
    .map((category) => ({ ...category, articles: category.articles.filter(matches) }))
    .filter((category) => category.articles.length > 0)
}

/** An article and its category by article id. */
export function findArticle(categories: readonly HelpCategory[], id: string) {
  for (const category of categories) {
    const article = category.articles.find((a) => a.id === id)
    if (article) return { category, article }
  }
  return null
}
