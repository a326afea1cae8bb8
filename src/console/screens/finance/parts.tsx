import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from '../../ui/console.css'
import { ErrorNote, Loading } from '../../ui/status'
import { Table } from '../../ui/table'
import * as own from './operations.css'

/** Previous and next over a paged answer. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  const { t } = useLingui()
  const pages = Math.max(1, totalPages)
  return (
    <div className={styles.row}>
      <button
        className={styles.quietButton}
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t({ id: 'console.pager.previous', message: 'Previous' })}
      </button>
      <span>{t({ id: 'console.pager.page', message: `Page ${page} of ${pages}` })}</span>
      <button
        className={styles.quietButton}
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t({ id: 'console.pager.next', message: 'Next' })}
      </button>
    </div>
  )
}

/** A paged answer as a query holds it. */
export interface PagedQuery<Row> {
  isPending: boolean
  isError: boolean
  error: unknown
  data?: { list: Row[]; page: number; totalPages: number }
}

/** A paged table with its loading, error and empty states: a card a row on a phone (Table). */
export function PagedTable<Row>({
  query,
  label,
  empty,
  head,
  row,
  testId,
  onPage,
}: {
  query: PagedQuery<Row>
  /** The table's name. */
  label: string
  empty: string
  head: ReactNode
  row: (row: Row, index: number) => ReactNode
  testId: string
  onPage: (page: number) => void
}) {
  if (query.isPending) return <Loading />
  if (query.isError || !query.data) return <ErrorNote error={query.error} />
  if (query.data.list.length === 0) return <p className={styles.muted}>{empty}</p>
  return (
    <>
      <Table label={label} head={head} testId={testId}>
        {query.data.list.map(row)}
      </Table>
      <Pager page={query.data.page} totalPages={query.data.totalPages} onPage={onPage} />
    </>
  )
}

/** From and to days of the merchant (`startDate`, `endDate`), inside a filter form. */
export function DayRangeFields() {
  const { t } = useLingui()
  return (
    <>
      <label className={styles.field}>
        {t({ id: 'console.finance.fromDay', message: 'From' })}
        <input className={styles.input} name="startDate" type="date" />
      </label>
      <label className={styles.field}>
        {t({ id: 'console.finance.toDay', message: 'To (included)' })}
        <input className={styles.input} name="endDate" type="date" />
      </label>
    </>
  )
}

/**
 * A modal dialog (the browser's own: focus kept inside, Escape closes it) open while `open` is
 * true; `onClose` hears Escape and the Cancel button.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className={own.dialog} aria-label={title} onClose={onClose}>
      {open && (
        <>
          <h2>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  )
}

/** A yes-or-no question before an action, with the action's own words on its button. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirm,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  question: string
  confirm: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p>{question}</p>
      <div className={styles.row}>
        <button className={styles.button} type="button" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
        <button className={styles.quietButton} type="button" onClick={onClose}>
          {t({ id: 'console.ops.cancel', message: 'Cancel' })}
        </button>
      </div>
    </Dialog>
  )
}

/** What a form field holds, trimmed; undefined when empty (the call leaves it out). */
export const formText = (form: FormData, name: string) =>
  String(form.get(name) ?? '').trim() || undefined
