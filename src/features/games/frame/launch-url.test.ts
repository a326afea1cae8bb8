import { describe, expect, it } from 'vitest'
import { frameMessage, launchTarget } from './launch-url'

const answer = {
  url: 'http://127.0.0.1:8080/play?session=abc',
  origin: 'http://127.0.0.1:8080',
}

describe('launchTarget', () => {
  it('keeps the provider address without CDNs', () => {
    expect(launchTarget(answer, [])).toEqual({ url: answer.url, origin: 'http://127.0.0.1:8080' })
  })

  it('moves the game to a CDN picked at random, keeping path and query', () => {
    const cdns = ['https://a.cdn.example', 'https://b.cdn.example/ignored']
    expect(launchTarget(answer, cdns, () => 0)).toEqual({
      url: 'https://a.cdn.example/play?session=abc',
      origin: 'https://a.cdn.example',
    })
    expect(launchTarget(answer, cdns, () => 0.99)).toEqual({
      url: 'https://b.cdn.example/play?session=abc',
      origin: 'https://b.cdn.example',
    })
  })

  it('ignores CDNs that are not http(s) and refuses such a game address', () => {
    expect(launchTarget(answer, ['javascript:alert(1)', 'data:text/html,x'])).toEqual({
      url: answer.url,
      origin: 'http://127.0.0.1:8080',
    })
    expect(launchTarget({ ...answer, url: 'javascript:alert(1)' }, [])).toBeNull()
  })
})

describe('frameMessage', () => {
  const frame = {}
  const origin = 'http://127.0.0.1:8080'
  it('accepts the game’s own balance and close messages', () => {
    expect(
      frameMessage(
        { origin, source: frame as never, data: { type: 'balance', balance: 12 } },
        origin,
        frame,
      ),
    ).toEqual({ type: 'balance', balance: 12 })
    expect(
      frameMessage({ origin, source: frame as never, data: { type: 'close' } }, origin, frame),
    ).toEqual({ type: 'close' })
  })

  it('ignores other origins, other windows and unknown shapes', () => {
    const data = { type: 'balance', balance: 1 }
    expect(
      frameMessage({ origin: 'https://evil.example', source: frame as never, data }, origin, frame),
    ).toBeNull()
    expect(frameMessage({ origin, source: {} as never, data }, origin, frame)).toBeNull()
    expect(
      frameMessage({ origin, source: frame as never, data: 'balance' }, origin, frame),
    ).toBeNull()
    expect(
      frameMessage(
        { origin, source: frame as never, data: { type: 'balance', balance: '1' } },
        origin,
        frame,
      ),
    ).toBeNull()
    expect(frameMessage({ origin, source: null, data }, origin, null)).toBeNull()
  })
})
