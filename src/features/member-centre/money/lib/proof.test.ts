// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { proofLimits, proofProblem, readDataUrl } from './proof'

describe('proofProblem', () => {
  it('takes PNG and JPEG up to 5 MB', () => {
    expect(proofProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(proofProblem({ type: 'image/jpeg', size: proofLimits.maxBytes })).toBeNull()
  })

  it('refuses other types and bigger files', () => {
    expect(proofProblem({ type: 'image/gif', size: 10 })).toBe('type')
    expect(proofProblem({ type: 'application/pdf', size: 10 })).toBe('type')
    expect(proofProblem({ type: 'image/png', size: proofLimits.maxBytes + 1 })).toBe('size')
  })
})

describe('readDataUrl', () => {
  it('reads a file as a base64 data URL', async () => {
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' })
    await expect(readDataUrl(file)).resolves.toBe('data:image/png;base64,iVA=')
  })
})
