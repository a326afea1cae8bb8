import { describe, expect, it } from 'vitest'
import { appLinks, otherAddresses, platformOf } from './app-links'

const brand = { ios: 'https://apps.example/ios', android: 'https://apps.example/a.apk' }
const plain = (url: string) => ({ url, qrImage: null, label: null })

describe('appLinks', () => {
  it('takes the brand links when the platform has none', () => {
    expect(appLinks(brand)).toEqual({
      ios: plain('https://apps.example/ios'),
      android: plain('https://apps.example/a.apk'),
    })
    expect(appLinks({})).toEqual({ ios: null, android: null })
  })

  it('prefers the routers resources, by resource type, with their QR image and name', () => {
    const resources = [
      {
        resourceType: 'APK',
        url: 'https://cdn.example/new.apk',
        qrCodeUrl: '/media/app-qr/LUCKY01/ANDROID.svg',
        labelNameEn: 'Lucky Star for Android',
      },
      { resourceType: 'IOS', url: 'javascript:alert(1)', qrCodeUrl: '' },
      { resourceType: 'pc', url: 'https://cdn.example/pc.exe', qrCodeUrl: '' },
    ]
    const onCdn = (path: string) => (path.startsWith('/') ? `https://img.example${path}` : null)
    expect(appLinks(brand, resources, onCdn)).toEqual({
      ios: plain('https://apps.example/ios'),
      android: {
        url: 'https://cdn.example/new.apk',
        qrImage: 'https://img.example/media/app-qr/LUCKY01/ANDROID.svg',
        label: 'Lucky Star for Android',
      },
    })
  })

  it('draws the code itself when the QR image is missing or not an image URL', () => {
    const resources = [
      { resourceType: 'ANDROID', url: 'https://cdn.example/a.apk', qrCodeUrl: '' },
      { resourceType: 'IOS', url: 'https://cdn.example/i', qrCodeUrl: 'javascript:x' },
    ]
    expect(appLinks({}, resources)).toEqual({
      ios: plain('https://cdn.example/i'),
      android: plain('https://cdn.example/a.apk'),
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

describe('otherAddresses', () => {
  it('lists the other host names as https links, without the page’s own or repeats', () => {
    expect(
      otherAddresses(
        ['www.lucky.example', 'M.lucky.example', 'm.lucky.example', 'line2.lucky.example'],
        'www.lucky.example',
      ),
    ).toEqual(['https://m.lucky.example', 'https://line2.lucky.example'])
  })

  it('leaves out anything that is not a host name', () => {
    expect(
      otherAddresses(
        ['javascript:alert(1)', 'https://x.example/path', 'a b.example', 'localhost', 'ok.example'],
        'default.localhost',
      ),
    ).toEqual(['https://ok.example'])
  })
})
