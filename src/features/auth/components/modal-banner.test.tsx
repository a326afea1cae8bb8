// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Banner } from '@/api/content/get-banners'
import { fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { LoginModal } from '../login-modal'
import { ModalBanner } from './modal-banner'

const art = (id: string) => ({
  src: `/media/banners/${id}.v1.webp`,
  src2x: `/media/banners/${id}.v1@2x.webp`,
  width: 960,
  height: 240,
})
const banner = (group: string, id: string, more: Partial<Banner> = {}): Banner => ({
  bannerId: id,
  groupName: group,
  url: art(id).src2x,
  title: `Banner ${id}`,
  linkageType: 'none',
  target: '',
  width: 1920,
  height: 480,
  image: art(id),
  ...more,
})
const hold = () => new Promise<never>(() => {})

describe('ModalBanner', () => {
  it('shows the first banner of its group, its art at 1x and 2x for the dialog’s width', async () => {
    const platform = fakePlatform({
      'content.banners': () => ({ list: [banner('w_reg', '7'), banner('w_reg', '8')] }),
    })
    renderWithProviders(<ModalBanner group="w_reg" />)
    const image = await screen.findByTestId('banner-w_reg')
    expect(image.getAttribute('alt')).toBe('Banner 7')
    expect(image.getAttribute('src')).toBe('/media/banners/7.v1.webp')
    expect(image.getAttribute('srcset')).toBe(
      '/media/banners/7.v1.webp 960w, /media/banners/7.v1@2x.webp 1920w',
    )
    expect(image.getAttribute('sizes')).toMatch(/560px$/)
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1920', '480'])
    expect(screen.queryByAltText('Banner 8')).toBeNull()
    expect(platform.requestsOf('content.banners')[0]?.query).toEqual({ group: 'w_reg' })
  })

  it('keeps the banner’s place while its answer is on its way', () => {
    fakePlatform({ 'content.banners': hold })
    renderWithProviders(<ModalBanner group="w_login" />)
    expect(screen.getByTestId('banner-w_login-loading')).toBeTruthy()
  })

  it('shows nothing for a group without banners, a failed answer or art from another site', async () => {
    for (const answer of [
      () => ({ list: [] }),
      () => refuse('Busy'),
      () => ({
        list: [banner('w_login', '1', { url: 'https://evil.example/a.png', image: undefined })],
      }),
    ]) {
      fakePlatform({ 'content.banners': answer })
      const view = renderWithProviders(<ModalBanner group="w_login" />)
      await waitFor(() => expect(screen.queryByTestId('banner-w_login-loading')).toBeNull())
      expect(screen.queryByTestId('banner-w_login')).toBeNull()
      view.unmount()
    }
  })

  it('links a banner to another site in a new tab, never to a page under the modal', async () => {
    fakePlatform({
      'content.banners': () => ({
        list: [banner('w_login', '3', { linkageType: 'url', target: 'https://example.com/t' })],
      }),
    })
    renderWithProviders(<ModalBanner group="w_login" />)
    const link = (await screen.findByTestId('banner-w_login')).closest('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/t')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('LoginModal', () => {
  it('shows the banner of group w_login above its form (spec §2.2, §2.5)', async () => {
    const platform = fakePlatform({
      'content.banners': (request) => ({ list: [banner(request.query.group ?? '', '5')] }),
      'auth.slider': hold,
    })
    renderWithProviders(<LoginModal onClose={() => undefined} />, { url: '/' })
    const image = await screen.findByTestId('banner-w_login')
    expect(image.getAttribute('alt')).toBe('Banner 5')
    expect(platform.requestsOf('content.banners').map((r) => r.query.group)).toEqual(['w_login'])
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!
    expect(image.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
