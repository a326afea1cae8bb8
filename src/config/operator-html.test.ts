// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeOperatorHtml as sanitizeHtml } from './operator-html'

describe('operator HTML', () => {
  it('keeps formatting, drops scripts, handlers and unsafe links', () => {
    const out = sanitizeHtml(
      '<h3>Terms</h3><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="/promotions">p</a><a href="//evil.example">e</a><a href="/not-a-route">n</a><img src="https://evil.example/t.png">',
    )
    expect(out).toContain('<h3>Terms</h3>')
    expect(out).not.toContain('onerror')
    expect(out).not.toContain('<script')
    expect(out).not.toContain('javascript:')
    expect(out).toContain('href="/promotions"')
    expect(out).not.toContain('evil.example')
    expect(out).not.toContain('not-a-route"')
  })
})
