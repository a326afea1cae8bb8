import { describe, expect, it } from 'vitest'
import type { GameItem } from '@/api/games/get-game-list'
import { rowSize, withSuggestions } from './home-rows'

const game = (nodeId: string) => ({ nodeId, gameName: nodeId }) as GameItem

describe('withSuggestions', () => {
  it('keeps the games played first, then the suggested ones not among them', () => {
    const shown = withSuggestions([game('b'), game('a')], [game('a'), game('c'), game('d')])
    expect(shown.map((g) => g.nodeId)).toEqual(['b', 'a', 'c', 'd'])
  })

  it('stops at a row’s size, and shows the games played alone until suggestions come', () => {
    const many = Array.from({ length: rowSize }, (_, i) => game(`n${i}`))
    expect(withSuggestions([game('p')], many)).toHaveLength(rowSize)
    expect(withSuggestions([game('p')], many)[0]?.nodeId).toBe('p')
    expect(withSuggestions([game('p')]).map((g) => g.nodeId)).toEqual(['p'])
  })
})
