import { describe, expect, it } from 'vitest'
import { ownValidatorCalls, ownValidatorChunks, validatorChunkOf } from './validator-chunks'

describe('validator chunks', () => {
  it('puts the module of each chunk’s validators in that chunk', () => {
    expect(validatorChunkOf('/repo/src/api/generated/first-visit-validators.gen.js')).toBe(
      'first-visit-validators',
    )
    expect(validatorChunkOf('/repo/src/api/generated/account-validators.gen.js')).toBe(
      'account-validators',
    )
    expect(validatorChunkOf('/repo/src/api/generated/live-validators.gen.js')).toBe(
      'live-validators',
    )
  })

  it('leaves domain modules and other files to the bundler', () => {
    expect(validatorChunkOf('/repo/src/api/generated/games.gen.js')).toBeUndefined()
    expect(validatorChunkOf('/repo/src/api/generated/live-validators.gen.d.ts')).toBeUndefined()
    expect(validatorChunkOf('/repo/src/api/generated/other-validators.gen.js')).toBeUndefined()
    expect(validatorChunkOf('/repo/src/features/games/list/game-list.tsx')).toBeUndefined()
  })

  it('lists each call once', () => {
    // No call in two chunks: its module would land in one of them only.
    expect(ownValidatorCalls.size).toBe(Object.values(ownValidatorChunks).flat().length)
    expect(ownValidatorCalls.size).toBe(17)
    expect(ownValidatorCalls.has('games.vendors')).toBe(true)
  })
})
