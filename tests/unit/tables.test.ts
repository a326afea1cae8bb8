import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import * as generated from '../../src/config/tables.gen.js'
import { tableMessages } from '../../src/i18n/table-messages'
import { root } from './helpers'

const schemas = join(root, 'schemas')
const read = (file: string): unknown => JSON.parse(readFileSync(join(schemas, file), 'utf8'))

const tables = {
  'routes.json': generated.validateRoutes,
  'menus.json': generated.validateMenus,
  'member-centre.json': generated.validateMemberCentre,
  'agent-centre.json': generated.validateAgentCentre,
  'registration-fields.json': generated.validateRegistrationFields,
}

describe('declarative tables', () => {
  it('are valid schemas under ajv strict mode', () => {
    const ajv = new Ajv({ strict: true, strictRequired: false })
    for (const file of readdirSync(schemas).filter((f) => f.endsWith('.schema.json'))) {
      ajv.addSchema(read(file) as object)
    }
    for (const file of readdirSync(schemas).filter((f) => f.endsWith('.schema.json'))) {
      expect(() => ajv.getSchema(file), file).not.toThrow()
    }
  })

  for (const [file, validate] of Object.entries(tables)) {
    it(`${file} matches its schema`, () => {
      const ok = validate(read(file))
      expect(validate.errors ?? [], file).toEqual([])
      expect(ok).toBe(true)
    })
  }

  it('reject an entry off their schema', () => {
    const routes = read('routes.json') as { routes: Record<string, unknown>[] }
    routes.routes[0]!.screen = 'nope'
    expect(generated.validateRoutes(routes)).toBe(false)
  })

  it('name only messages that exist', () => {
    const labels = JSON.stringify(Object.keys(tables).map(read)).match(
      /"(?:label|title)":"([^"]+)"/g,
    )
    expect(labels?.length).toBeGreaterThan(40)
    for (const match of labels ?? []) {
      const id = match.split(':')[1]!.replaceAll('"', '')
      expect(tableMessages[id], id).toBeDefined()
    }
  })

  it('list the 13 member-centre pages in the order of the specification, then the two it also names and responsible gaming (issue 46)', () => {
    const { pages } = read('member-centre.json') as {
      pages: { key: string; badge?: string; when?: unknown }[]
    }
    expect(pages.map((p) => p.key)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'marketingCenter',
      'playerRank',
      'responsibleGaming',
    ])
    // Spec §2.8: playerRank is shown when the member has a label.
    expect(pages.find((p) => p.key === 'playerRank')?.when).toEqual({ flag: 'memberLabel' })
    const badges = Object.fromEntries(pages.filter((p) => p.badge).map((p) => [p.key, p.badge]))
    expect(badges).toEqual({
      rewardCenter: 'rewardCount',
      missionLeaderboard: 'missionCount',
      messageV2: 'messageCount',
    })
  })

  it('list the 12 agent-centre entries of spec §2.9 and the credit report, with their conditions', () => {
    const { entries } = read('agent-centre.json') as { entries: { key: string; when?: unknown }[] }
    expect(entries).toHaveLength(13)
    expect(entries.map((e) => e.key)).toContain('agentCreditReport')
    const conditional = Object.fromEntries(
      entries.filter((e) => e.when).map((e) => [e.key, e.when]),
    )
    expect(conditional).toEqual({
      agentDividendRecordCopy2: { flag: 'dividendContract' },
      agentDailyWages2: { flag: 'dailySalary' },
      agentHourSalary: { flag: 'hourlySalary' },
      agentRealtimeSalary: { flag: 'realtimeSalary' },
    })
  })

  it('cover every field of the registration user', () => {
    const { fields } = read('registration-fields.json') as { fields: { name: string }[] }
    expect(fields.map((f) => f.name).sort()).toEqual(
      [
        'username',
        'password',
        'confirmPassword',
        'payeeName',
        'email',
        'qqNum',
        'mobileNum',
        'recommenderId',
        'captcha',
        'verificationCode',
        'affiliateCode',
        'paymentPassword',
        'line',
        'whatsapp',
        'facebook',
        'wechat',
        'idNumber',
        'referralCode',
        // The date of birth (responsible gaming, issue 46).
        'birthday',
        'domain',
        'countryDialingCode',
        'firebaseChannel',
        'firebaseIdToken',
        'login',
        'registerUrl',
        'registerMethod',
      ].sort(),
    )
  })
})

describe('API catalogue', () => {
  const ajv = new Ajv({ strict: false, allErrors: true })
  const validateDomain = ajv.compile(read('api-catalogue.schema.json') as object)
  const files = readdirSync(join(schemas, 'api')).filter((f) => f.endsWith('.json'))

  for (const file of files) {
    it(`api/${file} matches the catalogue schema and compiles`, () => {
      const domain = JSON.parse(readFileSync(join(schemas, 'api', file), 'utf8')) as {
        domain: string
        calls: Record<string, { request?: object; response: object }>
      }
      expect(validateDomain(domain), JSON.stringify(validateDomain.errors)).toBe(true)
      expect(file).toBe(`${domain.domain}.json`)
      for (const [id, c] of Object.entries(domain.calls)) {
        expect(id.startsWith(`${domain.domain}.`), id).toBe(true)
        expect(() => ajv.compile(c.response), id).not.toThrow()
        if (c.request) expect(() => ajv.compile(c.request!), id).not.toThrow()
      }
    })
  }

  it('lists each method and path once', () => {
    const routes = files.flatMap((file) =>
      Object.values(
        (
          JSON.parse(readFileSync(join(schemas, 'api', file), 'utf8')) as {
            calls: Record<string, { method: string; path: string }>
          }
        ).calls,
      ).map((c) => `${c.method} ${c.path}`),
    )
    expect(new Set(routes).size).toBe(routes.length)
  })
})
