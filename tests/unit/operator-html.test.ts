import { describe, expect, it } from 'vitest'
import { sanitizeOperatorHtml } from '../../server/platform/content/operator-html'

// The allow-list the console applies to operator HTML when it saves it (void elements come back
// written self-closing, as sanitize-html writes them).
describe('sanitizeOperatorHtml', () => {
  it('keeps formatting, safe links and images', () => {
    expect(
      sanitizeOperatorHtml(
        '<h2>Rules</h2><p>Deposit <strong>100</strong>, <a href="/promotions">see</a> <a href="https://x.test/a?b=1&amp;c=2">terms</a></p><ul><li>One</li></ul><img src="/media/a.png" alt="A">',
      ),
    ).toBe(
      '<h2>Rules</h2><p>Deposit <strong>100</strong>, <a href="/promotions">see</a> <a href="https://x.test/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">terms</a></p><ul><li>One</li></ul><img src="/media/a.png" alt="A" />',
    )
  })

  it('drops scripts with their content, event handlers, styles and unknown tags', () => {
    expect(
      sanitizeOperatorHtml(
        '<p onclick="steal()" style="color:red">Hi<script>steal()</script><style>p{}</style><iframe src="https://x.test"></iframe><marquee>moving</marquee></p>',
      ),
    ).toBe('<p>Himoving</p>')
  })

  it('refuses script URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.test/x',
      'vbscript:x',
    ])
      expect(sanitizeOperatorHtml(`<a href="${href}">x</a><img src="${href}">`)).toBe(
        '<a>x</a><img />',
      )
  })

  it('escapes what is not a tag and drops comments and declarations', () => {
    expect(sanitizeOperatorHtml('1 < 2 > 0 <!-- note --><!DOCTYPE html><p>ok</p>')).toBe(
      '1 &lt; 2 &gt; 0 <p>ok</p>',
    )
    expect(sanitizeOperatorHtml('<a href="/x" title="a&quot;><script>">x</a>')).toBe(
      '<a href="/x" title="a&quot;&gt;&lt;script&gt;">x</a>',
    )
    expect(sanitizeOperatorHtml('<script>never closed')).toBe('')
  })
})
