import { describe, expect, it } from 'vitest'
import { qrPath } from './qr-code'

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules, offset by the border', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ]
    expect(qrPath(matrix, 2)).toBe('M2 2h2v1h-2zM5 2h1v1h-1zM3 4h3v1h-3z')
    expect(qrPath([[false]])).toBe('')
  })
})
