import { describe, expect, it } from 'vitest'
import { findArticle, plainText, searchHelp } from './search'

const categories = [
  {
    id: 'account',
    title: 'Account',
    articles: [
      { id: '1', title: 'How do I register?', content: '<p>Press <strong>Sign up</strong>.</p>' },
      { id: '2', title: 'I forgot my password', content: '<p>Use &quot;Forgot&quot;.</p>' },
    ],
  },
  {
    id: 'deposit',
    title: 'Deposit',
    articles: [{ id: '3', title: 'Nạp tiền mất bao lâu?', content: '<p>Một phút.</p>' }],
  },
]

describe('searchHelp', () => {
  it('keeps everything for an empty query', () => {
    expect(searchHelp(categories, '  ')).toEqual(categories)
  })

  it('matches titles and body text, every word, ignoring case and tags', () => {
    expect(searchHelp(categories, 'PASSWORD').map((c) => c.articles.map((a) => a.id))).toEqual([
      ['2'],
    ])
    expect(searchHelp(categories, 'sign up')[0]?.articles.map((a) => a.id)).toEqual(['1'])
    expect(searchHelp(categories, 'strong')).toEqual([])
    expect(searchHelp(categories, 'sign password')).toEqual([])
  })

  it('ignores accents', () => {
    expect(searchHelp(categories, 'nap tien')[0]?.id).toBe('deposit')
  })
})

describe('findArticle', () => {
  it('finds an article with its category', () => {
    expect(findArticle(categories, '3')?.category.id).toBe('deposit')
    expect(findArticle(categories, '9')).toBeNull()
  })
})

describe('plainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(plainText('<p>A &amp; B</p><p>&lt;c&gt;</p>')).toBe('A & B <c>')
  })
})
