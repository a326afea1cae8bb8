import { describe, expect, it } from 'vitest'
import type { Permission } from '@/api/queries'
import { liveChatUrl } from './live-chat'

const permission = (pathList: { type: number; path: string }[]) =>
  ({ info: { customerService: { version: { pathList } } } }) as unknown as Permission
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

describe('liveChatUrl', () => {
  it("takes the permission answer's type 3 entry, plain or base64-encoded", () => {
    const answer = permission([
      { type: 1, path: 'https://a.example' },
      { type: 3, path: 'https://chat.example/service' },
    ])
    expect(liveChatUrl(answer, 'https://brand.example/chat')).toEqual({
      url: 'https://chat.example/service',
      fromPlatform: true,
    })
    const encoded = permission([{ type: 3, path: base64('https://chat.example/encoded') }])
    expect(liveChatUrl(encoded, undefined)).toEqual({
      url: 'https://chat.example/encoded',
      fromPlatform: true,
    })
  })
  it("falls back to the brand's link without an answer or a type 3 entry", () => {
    const brand = { url: 'https://brand.example/chat', fromPlatform: false }
    expect(liveChatUrl(undefined, 'https://brand.example/chat')).toEqual(brand)
    expect(liveChatUrl(permission([]), 'https://brand.example/chat')).toEqual(brand)
    expect(liveChatUrl(permission([]), undefined)).toBeUndefined()
  })
  it('ignores a link that is not http(s)', () => {
    const answer = permission([{ type: 3, path: 'javascript:alert(1)' }])
    expect(liveChatUrl(answer, undefined)).toBeUndefined()
    expect(liveChatUrl(answer, 'https://brand.example/chat')?.url).toBe(
      'https://brand.example/chat',
    )
    expect(liveChatUrl(permission([]), 'javascript:alert(1)')).toBeUndefined()
  })
})
