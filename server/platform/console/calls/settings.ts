import { createHash } from 'node:crypto'
import type { CallOutput } from '../../../../src/console/api/types.gen'
import { hasNestedQuantifier, toLinearSource } from '../../../../src/lib/pattern/index'
import { withDefaults, type MerchantSettings } from '../../settings'
import { recordAudit } from '../audit'
import { ConsoleError } from '../errors'
import { brandTexts, merchantLanguages } from '../publishing'
import type { ConsoleArea } from '../router'

type ConsoleSettings = CallOutput<'settings.get'>

/** JSON with every object's keys in order: the same settings give the same text. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map(
            (key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`,
          )
          .join(',')}}`
      : JSON.stringify(value)

type Edited = Omit<ConsoleSettings, 'revision' | 'languages'>

/** What the console edits of a merchant's settings and status, with its revision. */
function editable(settings: MerchantSettings, systemStatus: number): Edited & { revision: string } {
  const fields = editableFields(settings, systemStatus)
  const revision = createHash('sha256').update(canonical(fields)).digest('hex').slice(0, 32)
  return { ...fields, revision }
}

function editableFields(settings: MerchantSettings, systemStatus: number): Edited {
  return {
    menu: { ...settings.menu },
    whitelabel: { ...settings.whitelabel },
    customerServicePath: settings.customerServicePath,
    vipCustomerServicePath: settings.vipCustomerServicePath,
    maintenance: systemStatus === 1,
    maintenanceWindow: settings.maintenanceWindow && { ...settings.maintenanceWindow },
    maintenanceMessage: { ...settings.maintenanceMessage },
    blockedCountries: [...settings.blockedCountries],
    finance: {
      withdrawalReview: settings.finance.withdrawalReview,
      adjustmentApprovalAbove: settings.finance.adjustmentApprovalAbove,
    },
    registrationFields: Object.fromEntries(
      Object.entries(settings.register.fields).map(([name, field]) => [
        name,
        {
          enabled: field.enabled,
          required: field.required,
          acceptedPattern: field.acceptedPattern,
          minLength: field.minLength,
          maxLength: field.maxLength,
        },
      ]),
    ),
  }
}

/**
 * The hostile-pattern guard for what an operator types: a pattern must compile, and either run in
 * linear time (RE2's subset, as the portal and server/platform/patterns.ts run it) or have no
 * nested repeat that could backtrack for minutes. '*' accepts anything.
 */
export function isSafePattern(source: string): boolean {
  if (source === '*') return true
  try {
    new RegExp(source, 'u')
  } catch {
    return false
  }
  return toLinearSource(source) !== null || !hasNestedQuantifier(source)
}

/**
 * A planned window as stored: both ends parse and the end comes after the start, written back as
 * ISO instants (UTC), whatever offset the console sent; null plans none.
 */
export function checkedWindow(
  window: { start: string; end: string } | null,
): MerchantSettings['maintenanceWindow'] {
  if (!window) return null
  const start = Date.parse(window.start)
  const end = Date.parse(window.end)
  if (!Number.isFinite(start) || !Number.isFinite(end))
    throw new ConsoleError('badRequest', 'the window needs a start and an end')
  if (end <= start) throw new ConsoleError('badRequest', 'the window ends before it starts')
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() }
}

/**
 * The maintenance page's message as stored: plain text (the portal shows it as text, never as
 * HTML), trimmed, empty languages left out; none at all is the portal's own text, else the brand's
 * default language is needed and only the brand's languages are kept (brandTexts).
 */
export function checkedMaintenanceMessage(
  message: Record<string, string>,
  languages: string[],
): Record<string, string> {
  const given = Object.values(message).some((text) => text.trim() !== '')
  return given ? brandTexts(message, languages, 'maintenanceMessage') : {}
}

const sameKeys = (a: object, b: object) =>
  Object.keys(a).sort().join('\n') === Object.keys(b).sort().join('\n')

/**
 * A merchant's menu switches, flags, links, maintenance (now and planned, and its message), blocked countries,
 * finance switches and registration fields.
 */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p, reloadMerchants }) => ({
    'settings.get': async ({ operator }) => {
      const rows = await p.db.query<{ settings: MerchantSettings; system_status: number }>(
        'SELECT settings, system_status FROM merchants WHERE id = $1',
        [operator.merchantId],
      )
      const row = rows[0]
      if (!row) throw new ConsoleError('notFound')
      return {
        ...editable(withDefaults(row.settings), row.system_status),
        languages: await merchantLanguages(p.db, operator.merchant),
      }
    },
    'settings.update': async ({ input, operator }) => {
      const window = checkedWindow(input.maintenanceWindow)
      const languages = await merchantLanguages(p.db, operator.merchant)
      const message = checkedMaintenanceMessage(input.maintenanceMessage, languages)
      for (const field of Object.values(input.registrationFields)) {
        if (!isSafePattern(field.acceptedPattern)) throw new ConsoleError('badPattern')
        if (field.minLength > field.maxLength)
          throw new ConsoleError('badRequest', 'minLength is over maxLength')
      }
      const after = await p.db.transaction(async (tx) => {
        // The row is held to the commit: two operators saving at once apply one after the other,
        // each audited against the state it replaced.
        const rows = await tx.query<{ settings: MerchantSettings; system_status: number }>(
          'SELECT settings, system_status FROM merchants WHERE id = $1 FOR UPDATE',
          [operator.merchantId],
        )
        const row = rows[0]
        if (!row) throw new ConsoleError('notFound')
        const current = withDefaults(row.settings)
        // Saved from what the operator read: another change since then is not undone unseen.
        if (editable(current, row.system_status).revision !== input.revision)
          throw new ConsoleError('conflict')
        if (
          !sameKeys(input.menu, current.menu) ||
          !sameKeys(input.whitelabel, current.whitelabel) ||
          !sameKeys(input.registrationFields, current.register.fields)
        )
          throw new ConsoleError('badRequest', 'unknown or missing keys')
        const next: MerchantSettings = {
          ...current,
          menu: input.menu as MerchantSettings['menu'],
          whitelabel: input.whitelabel,
          customerServicePath: input.customerServicePath,
          vipCustomerServicePath: input.vipCustomerServicePath,
          maintenanceWindow: window,
          maintenanceMessage: message,
          blockedCountries: [...input.blockedCountries].sort(),
          finance: { ...current.finance, ...input.finance },
          register: {
            ...current.register,
            fields: Object.fromEntries(
              Object.entries(current.register.fields).map(([name, field]) => [
                name,
                { ...field, ...input.registrationFields[name] },
              ]),
            ),
          },
        }
        // Maintenance is the status's 1 alone: a region block (2) is not the console's to lift.
        const status = input.maintenance ? 1 : row.system_status === 1 ? 0 : row.system_status
        await tx.query('UPDATE merchants SET settings = $2, system_status = $3 WHERE id = $1', [
          operator.merchantId,
          JSON.stringify(next),
          status,
        ])
        const before = editable(current, row.system_status)
        const changed = editable(next, status)
        await recordAudit(tx, {
          operatorId: operator.operatorId,
          merchantId: operator.merchantId,
          action: 'settings.update',
          target: 'settings',
          before,
          after: changed,
        })
        return changed
      })
      await reloadMerchants()
      return { ...after, languages }
    },
  }),
}
