import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { anyCallMeta } from '@/test/any-call'
import { callIds, callMeta, catalogue, type CallId } from './catalogue.gen'
import { pathOfId } from './call-path'
import { writeCatalogue } from './writes.gen'

const apiDir = join(import.meta.dirname, '..', '..', 'schemas', 'api')
const calls = readdirSync(apiDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    Object.entries(
      (
        JSON.parse(readFileSync(join(apiDir, file), 'utf8')) as {
          calls: Record<string, { method: string; path: string }>
        }
      ).calls,
    ),
  )

describe('call paths', () => {
  it('name a call’s path by its id where the catalogue leaves the path out', () => {
    expect(pathOfId('agent.teamBets')).toBe('/agent/team-bets')
    expect(pathOfId('games.list')).toBe('/games/list')
    expect(callMeta('agent.teamBets').path).toBeUndefined()
    // A plain GET on the path its id names is left out of the catalogue.
    expect(catalogue['agent.announcements']).toBeUndefined()
    expect(callMeta('agent.announcements')).toEqual({})
  })

  it('give every call of schemas/api its own method and path', () => {
    expect(callIds).toHaveLength(calls.length)
    expect(new Set(callIds)).toEqual(new Set(calls.map(([id]) => id)))
    for (const [id, call] of calls) {
      const meta = anyCallMeta(id as CallId)
      expect(meta.path ?? pathOfId(id), id).toBe(call.path)
      expect(meta.method ?? 'GET', id).toBe(call.method)
    }
  })

  it('keep the writes apart from the reads: a first visit loads only the reads’ table', () => {
    for (const [id, call] of calls) expect(id in writeCatalogue, id).toBe(call.method !== 'GET')
    expect(Object.values(catalogue).some((meta) => meta.method)).toBe(false)
  })
})
