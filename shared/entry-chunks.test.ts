import { describe, expect, it } from 'vitest'
import { chunkOfEveryEntry } from './entry-chunks'

describe('chunkOfEveryEntry', () => {
  it('names the runtime, the data layer and the renderer, whatever their hash', () => {
    expect(chunkOfEveryEntry('assets/rolldown-runtime-XKyaHtl.js')).toBe('rolldown-runtime')
    expect(chunkOfEveryEntry('assets/data-DS88m0f.js')).toBe('data')
    expect(chunkOfEveryEntry('assets/react-dom-Bc_yK-x.js')).toBe('react-dom')
  })

  it('leaves out their styles and every other chunk, even one whose name starts alike', () => {
    expect(chunkOfEveryEntry('assets/data-Cuqj-0J.css')).toBeUndefined()
    expect(chunkOfEveryEntry('assets/data-table-eiJbXhW.js')).toBeUndefined()
    expect(chunkOfEveryEntry('assets/home-page-D2NLb0N.js')).toBeUndefined()
    expect(chunkOfEveryEntry('assets/metadata-D2NLb0N.js')).toBeUndefined()
  })
})
