import { describe, expect, it } from 'vitest'
import { decodeServicePath, liveChatLink, pickServiceLink } from './customer-service'

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

describe('decodeServicePath', () => {
  it('reads a plain http(s) URL', () => {
    expect(decodeServicePath('https://chat.example.com/s?a=1')).toBe(
      'https://chat.example.com/s?a=1',
    )
    expect(decodeServicePath(' http://localhost:8080/service/chat ')).toBe(
      'http://localhost:8080/service/chat',
    )
  })

  it('decodes base64, URL-safe base64 and percent-encoding', () => {
    expect(decodeServicePath(b64('https://chat.example.com/service?vip=1'))).toBe(
      'https://chat.example.com/service?vip=1',
    )
    const urlSafe = b64('https://chat.example.com/??>>').replace(/\+/g, '-').replace(/\//g, '_')
    expect(decodeServicePath(urlSafe)).toBe('https://chat.example.com/??%3E%3E')
    expect(decodeServicePath('https%3A%2F%2Fchat.example.com%2Fservice')).toBe(
      'https://chat.example.com/service',
    )
    expect(decodeServicePath(b64('https%3A%2F%2Fchat.example.com%2Fx'))).toBe(
      'https://chat.example.com/x',
    )
  })

  it('refuses what is not an http(s) URL, encoded or not', () => {
    expect(decodeServicePath('')).toBeNull()
    expect(decodeServicePath('javascript:alert(1)')).toBeNull()
    expect(decodeServicePath(b64('javascript:alert(1)'))).toBeNull()
    expect(decodeServicePath('javascript%3Aalert(1)')).toBeNull()
    expect(decodeServicePath(b64('data:text/html,<b>x</b>'))).toBeNull()
    expect(decodeServicePath('/service/chat')).toBeNull()
    expect(decodeServicePath('%E0%A4%A')).toBeNull()
    expect(decodeServicePath('not base64 !')).toBeNull()
  })
})

describe('pickServiceLink', () => {
  const list = [
    { type: 1, path: b64('https://other.example.com/') },
    { type: 3, path: b64('https://chat.example.com/') },
    { type: 4, path: b64('https://vip.example.com/') },
  ]

  it('takes the entry of type 3', () => {
    expect(pickServiceLink(list, null)).toBe('https://chat.example.com/')
    expect(pickServiceLink(list, 4)).toBe('https://chat.example.com/')
  })

  it('takes the VIP entry above rank level 4, else falls back to type 3', () => {
    expect(pickServiceLink(list, 5)).toBe('https://vip.example.com/')
    expect(pickServiceLink(list.slice(0, 2), 9)).toBe('https://chat.example.com/')
  })

  it('skips entries that do not decode and answers null without a usable one', () => {
    expect(pickServiceLink([{ type: 3, path: 'javascript:x' }], 1)).toBeNull()
    expect(
      pickServiceLink(
        [
          { type: 3, path: 'bad' },
          { type: 3, path: 'https://ok.example/' },
        ],
        1,
      ),
    ).toBe('https://ok.example/')
    expect(pickServiceLink([], 9)).toBeNull()
  })
})

describe('liveChatLink', () => {
  it("takes the platform's type 3 entry, plain or base64-encoded", () => {
    const list = [
      { type: 1, path: 'https://a.example' },
      { type: 3, path: 'https://chat.example/service' },
    ]
    expect(liveChatLink(list, 'https://brand.example/chat')).toEqual({
      url: 'https://chat.example/service',
      fromPlatform: true,
    })
    expect(
      liveChatLink([{ type: 3, path: b64('https://chat.example/encoded') }], undefined),
    ).toEqual({ url: 'https://chat.example/encoded', fromPlatform: true })
  })

  it("falls back to the brand's link without a type 3 entry", () => {
    const brand = { url: 'https://brand.example/chat', fromPlatform: false }
    expect(liveChatLink([], 'https://brand.example/chat')).toEqual(brand)
    expect(liveChatLink([], undefined)).toBeUndefined()
  })

  it('ignores a link that is not http(s)', () => {
    const list = [{ type: 3, path: 'javascript:alert(1)' }]
    expect(liveChatLink(list, undefined)).toBeUndefined()
    expect(liveChatLink(list, 'https://brand.example/chat')?.url).toBe('https://brand.example/chat')
    expect(liveChatLink([], 'javascript:alert(1)')).toBeUndefined()
  })
})
