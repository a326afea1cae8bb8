import { describe, expect, it } from 'vitest'
import { ownValidatorCalls, ownValidatorChunks, validatorChunkOf } from './validator-chunks'

describe('validator chunks', () => {
  it('puts a first call’s own validator module in its chunk, and the account bar’s in theirs', () => {
    expect(validatorChunkOf('/repo/src/api/generated/system_status.gen.js')).toBe(
      'first-visit-validators',
    )
    expect(validatorChunkOf('/repo/src/api/generated/games_list.gen.js')).toBe(
      'game-list-validators',
    )
    expect(validatorChunkOf('/repo/src/api/generated/inbox_counts.gen.js')).toBe(
      'account-validators',
    )
    expect(validatorChunkOf('/repo/src/api/generated/member_events.gen.js')).toBe('live-validators')
  })

  it('puts the module that re-exports a chunk’s calls in that chunk', () => {
    expect(validatorChunkOf('/repo/src/api/generated/account-validators.gen.js')).toBe(
      'account-validators',
    )
  })

  it('leaves domain modules and other files to the bundler', () => {
    expect(validatorChunkOf('/repo/src/api/generated/games.gen.js')).toBeUndefined()
    expect(validatorChunkOf('/repo/src/api/generated/system_status.gen.d.ts')).toBeUndefined()
    expect(validatorChunkOf('/repo/src/features/games/list/game-list.tsx')).toBeUndefined()
  })

  it('lists each call once', () => {
    // No call in two chunks: its module would land in one of them only.
    expect(ownValidatorCalls.size).toBe(Object.values(ownValidatorChunks).flat().length)
    expect(ownValidatorCalls.size).toBe(17)
    expect(ownValidatorCalls.has('games.vendors')).toBe(true)
    expect(validatorChunkOf('/repo/src/api/generated/games_recent.gen.js')).toBe(
      'home-rows-validators',
    )
  })
})
