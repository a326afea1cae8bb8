import { describe, expect, it } from 'vitest'
import { isChunkOfEveryEntry } from './entry-chunks'

describe('isChunkOfEveryEntry', () => {
  it('names the runtime, the data layer and the renderer, whatever their hash', () => {
    expect(isChunkOfEveryEntry('assets/rolldown-runtime-XKyaHtl.js')).toBe(true)
    expect(isChunkOfEveryEntry('assets/data-DS88m0f.js')).toBe(true)
    expect(isChunkOfEveryEntry('assets/react-dom-Bc_yK-x.js')).toBe(true)
  })

  it('leaves out their styles and every other chunk, even one whose name starts alike', () => {
    expect(isChunkOfEveryEntry('assets/data-Cuqj-0J.css')).toBe(false)
    expect(isChunkOfEveryEntry('assets/data-table-eiJbXhW.js')).toBe(false)
    expect(isChunkOfEveryEntry('assets/home-page-D2NLb0N.js')).toBe(false)
    expect(isChunkOfEveryEntry('assets/metadata-D2NLb0N.js')).toBe(false)
  })
})
