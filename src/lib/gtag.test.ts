// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isTagId, loadGoogleTag, pageView } from './gtag'

describe('Google tag', () => {
  it('accepts measurement ids and refuses anything else', () => {
    expect(isTagId('G-ABC123XYZ')).toBe(true)
    expect(isTagId('UA-12345-1')).toBe(true)
    expect(isTagId('')).toBe(false)
    expect(isTagId('G-1"><script>')).toBe(false)
    expect(isTagId('https://evil.example/x.js')).toBe(false)
  })

  it('adds one script element with the id and reports page views to the data layer', () => {
    expect(loadGoogleTag('bad id')).toBe(false)
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(loadGoogleTag('G-TEST1234')).toBe(true)
    const scripts = document.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234')
    pageView('/help', 'Help')
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a])
    expect(layer[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }])
    expect(layer[2]?.slice(0, 2)).toEqual(['event', 'page_view'])
    expect(layer[2]?.[2]).toMatchObject({ page_path: '/help', page_title: 'Help' })
  })
})
