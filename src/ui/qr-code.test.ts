import { describe, expect, it } from 'vitest'
import { encode } from 'uqr'
import { qrPath } from './qr-code'

describe('qrPath', () => {
  it('draws one unit square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
  })

  it('draws a real code with its finder patterns', () => {
    const qr = encode('https://apps.default.example/ios', { ecc: 'M', border: 2 })
    const d = qrPath(qr.data)
    const dark = qr.data.flat().filter(Boolean).length
    expect(d.match(/M/g)).toHaveLength(dark)
    // The top-left finder pattern starts after the 2-module border.
    expect(d).toContain('M2 2h1v1h-1z')
  })
})
