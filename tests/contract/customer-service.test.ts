import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeServicePath } from '../../src/lib/customer-service'
import { startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
const secret = 'contract-control-secret-0123456789'
beforeAll(async () => {
  server = await startPlatform({ controlSecret: secret })
})
afterAll(() => server.close())

async function pathList(origin = 'http://default.localhost:8080') {
  const response = await fetch(`${server.base}/system/permission?url=default.localhost`, {
    headers: { merchant: 'LUCKY01', origin },
  })
  const answer = (await response.json()) as {
    value: {
      info: { customerService: { version: { pathList: { type: number; path: string }[] } } }
    }
  }
  return answer.value.info.customerService.version.pathList
}

const patch = (body: Record<string, unknown>) =>
  fetch(`${server.origin}/__control/merchants/LUCKY01/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-control-secret': secret },
    body: JSON.stringify(body),
  })

describe('customer service', () => {
  it('answers the standard (3) and VIP (4) links, base64-encoded, on the page origin', async () => {
    const list = await pathList()
    expect(list.map((entry) => entry.type)).toEqual([3, 4])
    expect(list.map((entry) => decodeServicePath(entry.path))).toEqual([
      'http://default.localhost:8080/service/chat',
      'http://default.localhost:8080/service/chat?vip=1',
    ])
  })

  it('leaves out an entry the merchant has no link for, and keeps absolute links', async () => {
    expect(
      (await patch({ customerServicePath: '', vipCustomerServicePath: 'https://vip.example/c' }))
        .ok,
    ).toBe(true)
    const list = await pathList()
    expect(list.map((entry) => [entry.type, decodeServicePath(entry.path)])).toEqual([
      [4, 'https://vip.example/c'],
    ])
    await patch({
      customerServicePath: '/service/chat',
      vipCustomerServicePath: '/service/chat?vip=1',
    })
  })

  it('serves the demo chat page without scripts', async () => {
    const response = await fetch(`${server.origin}/service/chat?vip=1`)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('VIP customer service')
    expect(html).not.toContain('<script')
  })

  it('serves the app previews of the download page', async () => {
    for (const platform of ['ios', 'android']) {
      const response = await fetch(`${server.origin}/media/app/${platform}.svg`)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
    }
    expect((await fetch(`${server.origin}/media/app/windows.svg`)).status).toBe(404)
  })
})
