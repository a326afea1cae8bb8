import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useState, type FormEvent } from 'react'
import { auditQueryOptions } from '../api/audit'
import type { CallInput } from '../api/types.gen'
import { useMerchant } from '../app/merchant-context'
import { changesBetween } from '../lib/changes'
import { ErrorNote, Loading } from '../ui/status'
import { Table } from '../ui/table'
import * as tables from '../ui/table.css'
import * as styles from '../ui/console.css'

const pageSize = 20
type Search = CallInput<'audit.search'>

/** The merchant's audit log: search by operator, action and dates, a page at a time. */
export function AuditScreen() {
  const { t, i18n } = useLingui()
  const { merchant } = useMerchant()
  const [search, setSearch] = useState<Search>({ page: 1, pageSize })
  const audit = useQuery(auditQueryOptions(merchant.id, search))

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined
    setSearch({
      operator: text('operator'),
      action: text('action'),
      from: text('from'),
      to: text('to'),
      page: 1,
      pageSize,
    })
  }
  const page = search.page ?? 1
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / pageSize)) : 1
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.locale === 'cn' ? 'zh-CN' : i18n.locale, {
      dateStyle: 'medium',
      timeStyle: 'medium',
    }).format(new Date(at))

  return (
    <section className={styles.card}>
      <h1>{t({ id: 'console.audit.title', message: 'Audit log' })}</h1>
      <form className={styles.filters} onSubmit={handleSearch}>
        <label className={styles.field}>
          {t({ id: 'console.audit.operator', message: 'Operator' })}
          <input className={styles.input} name="operator" maxLength={64} />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.audit.action', message: 'Action starts with' })}
          <input className={styles.input} name="action" maxLength={64} />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.audit.from', message: 'From' })}
          <input className={styles.input} name="from" type="date" />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.audit.to', message: 'Until (not included)' })}
          <input className={styles.input} name="to" type="date" />
        </label>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {t({ id: 'console.audit.search', message: 'Search' })}
          </button>
        </div>
      </form>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <ErrorNote error={audit.error} />
      ) : audit.data.rows.length === 0 ? (
        <p className={styles.muted}>
          {t({ id: 'console.audit.empty', message: 'No change matches this search.' })}
        </p>
      ) : (
        <>
          <Table
            label={t({ id: 'console.audit.title', message: 'Audit log' })}
            testId="audit-table"
            head={
              <tr>
                <th>{t({ id: 'console.audit.when', message: 'When' })}</th>
                <th>{t({ id: 'console.audit.operator', message: 'Operator' })}</th>
                <th>{t({ id: 'console.audit.actionColumn', message: 'Action' })}</th>
                <th>{t({ id: 'console.audit.target', message: 'Target' })}</th>
                <th>{t({ id: 'console.audit.changes', message: 'Changes' })}</th>
              </tr>
            }
          >
            {audit.data.rows.map((row) => (
              <tr key={row.id}>
                <td>{when(row.at)}</td>
                <td>{row.operator}</td>
                <td>{row.action}</td>
                <td>{row.target}</td>
                <td>
                  <ChangeList before={row.before} after={row.after} />
                </td>
              </tr>
            ))}
          </Table>
          <div className={styles.row}>
            <button
              className={styles.quietButton}
              type="button"
              disabled={page <= 1}
              onClick={() => setSearch({ ...search, page: page - 1 })}
            >
              {t({ id: 'console.pager.previous', message: 'Previous' })}
            </button>
            <span>{t({ id: 'console.pager.page', message: `Page ${page} of ${pages}` })}</span>
            <button
              className={styles.quietButton}
              type="button"
              disabled={page >= pages}
              onClick={() => setSearch({ ...search, page: page + 1 })}
            >
              {t({ id: 'console.pager.next', message: 'Next' })}
            </button>
          </div>
        </>
      )}
    </section>
  )
}

/** What the row changed, value by value, with both whole states folded beneath. */
function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useLingui()
  const changes = changesBetween(before, after)
  return (
    <>
      {changes.length === 0 ? (
        <span className={styles.muted}>
          {t({ id: 'console.audit.noChange', message: 'No change' })}
        </span>
      ) : (
        <ul className={styles.changes}>
          {changes.slice(0, 20).map((change) => (
            <li key={change.path}>
              <code>{change.path || '·'}</code>: <Json value={change.before} /> →{' '}
              <Json value={change.after} />
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>{t({ id: 'console.audit.whole', message: 'Before and after in full' })}</summary>
        <p>{t({ id: 'console.audit.before', message: 'Before' })}</p>
        <pre className={styles.code}>{JSON.stringify(before, null, 1)}</pre>
        <p>{t({ id: 'console.audit.after', message: 'After' })}</p>
        <pre className={styles.code}>{JSON.stringify(after, null, 1)}</pre>
      </details>
    </>
  )
}

/** A run of digits with their separators: a figure, a date, a time. */
const figure = /(\d[\d.,:/-]*\d)/

/**
 * A value as JSON, free to wrap after each comma but never inside a figure (Chrome would break a
 * date after its hyphens): a long object breaks between its fields.
 */
function Json({ value }: { value: unknown }) {
  if (value === undefined) return '—'
  return JSON.stringify(value)
    .split(',')
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && (
          <>
            ,<wbr />
          </>
        )}
        {part.split(figure).map((piece, at) =>
          at % 2 === 1 ? (
            <span key={at} className={tables.figure}>
              {piece}
            </span>
          ) : (
            piece
          ),
        )}
      </Fragment>
    ))
}
