import { describe, expect, it } from 'vitest'
import defaultBrand from '../../brands/default/brand.json'
import novaBrand from '../../brands/nova/brand.json'
import type { Brand } from './brand.types'
import { buildCapabilities, contractFlags } from './capabilities'

const visitor = { loggedIn: false, accountType: null }

describe('buildCapabilities', () => {
  it('turns every area on unless the brand switches it off', () => {
    const caps = buildCapabilities(defaultBrand as Brand, visitor)
    expect(caps.flags.has('area.vip')).toBe(true)
    expect(caps.flags.has('area.cockfight')).toBe(true)
    const nova = buildCapabilities(novaBrand as Brand, visitor)
    expect(nova.flags.has('area.vip')).toBe(false)
    expect(nova.flags.has('area.cockfight')).toBe(false)
    expect(nova.flags.has('area.live')).toBe(true)
  })

  it('treats an area missing from the brand as on', () => {
    const brand = { ...(defaultBrand as Brand), areas: {} }
    expect(buildCapabilities(brand, visitor).flags.has('area.join')).toBe(true)
  })

  it('adds live chat when the brand names a link, and the platform flags', () => {
    const caps = buildCapabilities(defaultBrand as Brand, visitor, ['dividendContract'])
    expect(caps.flags.has('liveChat')).toBe(true)
    expect(caps.flags.has('dividendContract')).toBe(true)
    const noChat = { ...(defaultBrand as Brand) }
    delete noChat.liveChatUrl
    expect(buildCapabilities(noChat, visitor).flags.has('liveChat')).toBe(false)
  })

  it('carries languages and the session', () => {
    const caps = buildCapabilities(novaBrand as Brand, { loggedIn: true, accountType: 41 })
    expect(caps.languages).toEqual(['VI', 'EN', 'TH'])
    expect(caps).toMatchObject({ loggedIn: true, accountType: 41 })
  })
})

describe('contractFlags', () => {
  it('turns each nonzero consolidated switch into its agent-centre flag', () => {
    expect(
      contractFlags({
        divtypereq: 1,
        dailysalreqtype: 0,
        contracthoursalreq: 2,
        realtimesalreqtype: 0,
      }),
    ).toEqual(['dividendContract', 'hourlySalary'])
    expect(contractFlags({})).toEqual([])
  })
})
