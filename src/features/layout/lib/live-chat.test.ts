import { describe, expect, it } from 'vitest'
import type { Permission } from '../../../api/queries'
import { liveChatUrl } from './live-chat'

const permission = (pathList: { type: number; path: string }[]) =>
  ({ info: { customerService: { version: { pathList } } } }) as unknown as Permission

describe('liveChatUrl', () => {
  it("takes the permission answer's type 3 entry", () => {
    const answer = permission([
      { type: 1, path: 'https://a.example' },
      { type: 3, path: 'https://chat.example/service' },
    ])
    expect(liveChatUrl(answer, 'https://brand.example/chat')).toBe('https://chat.example/service')
  })
  it("falls back to the brand's link without an answer or a type 3 entry", () => {
    expect(liveChatUrl(undefined, 'https://brand.example/chat')).toBe('https://brand.example/chat')
    expect(liveChatUrl(permission([]), 'https://brand.example/chat')).toBe(
      'https://brand.example/chat',
    )
    expect(liveChatUrl(permission([]), undefined)).toBeUndefined()
  })
  it('ignores a link that is not http(s)', () => {
    const answer = permission([{ type: 3, path: 'javascript:alert(1)' }])
    expect(liveChatUrl(answer, undefined)).toBeUndefined()
    expect(liveChatUrl(answer, 'https://brand.example/chat')).toBe('https://brand.example/chat')
  })
})
