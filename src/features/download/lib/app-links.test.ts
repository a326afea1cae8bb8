import { describe, expect, it } from 'vitest'
import { appLinks, platformOf } from './app-links'

const brand = { ios: 'https://apps.example/ios', android: 'https://apps.example/a.apk' }

describe('appLinks', () => {
  it('takes the brand links when the platform has none', () => {
    expect(appLinks(brand)).toEqual({
      ios: 'https://apps.example/ios',
      android: 'https://apps.example/a.apk',
    })
    expect(appLinks({})).toEqual({ ios: null, android: null })
  })

  it('prefers the routers resources, by resource type', () => {
    const resources = [
      { resourceType: 'APK', url: 'https://cdn.example/new.apk', qrCodeUrl: '' },
      { resourceType: 'IOS', url: 'javascript:alert(1)', qrCodeUrl: '' },
      { resourceType: 'pc', url: 'https://cdn.example/pc.exe', qrCodeUrl: '' },
    ]
    expect(appLinks(brand, resources)).toEqual({
      ios: 'https://apps.example/ios',
      android: 'https://cdn.example/new.apk',
    })
  })

  it('drops links that are not http(s)', () => {
    expect(appLinks({ ios: 'itms-services://x', android: 'ftp://x' })).toEqual({
      ios: null,
      android: null,
    })
  })
})

describe('platformOf', () => {
  it('reads the resource type', () => {
    expect(platformOf('iOS')).toBe('ios')
    expect(platformOf('ipa')).toBe('ios')
    expect(platformOf('ANDROID')).toBe('android')
    expect(platformOf('h5')).toBeNull()
  })
})
