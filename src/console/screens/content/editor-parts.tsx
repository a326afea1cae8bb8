import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import { consoleLanguages } from '../../i18n/i18n'
import * as styles from '../../ui/console.css'
import { ErrorNote, Loading } from '../../ui/status'
import { Table } from '../../ui/table'
import * as own from './content.css'
import * as ops from '../finance/operations.css'
import { ConfirmDialog } from '../finance/parts'

/** Texts an operator writes per language, keyed by language code (EN, CN, VI…). */
export type Texts = Record<string, string>

/** A text in a language as the portal picks it: that language, else English, else any written. */
export const textIn = (texts: Texts, language: string) =>
  texts[language] || texts.EN || Object.values(texts).find(Boolean) || ''

/** A language code of a brand (EN, CN…) by its own name. */
export const languageName = (code: string) =>
  consoleLanguages.find((l) => l.locale === code.toLowerCase())?.name ?? code

const bcp47 = (code: string) =>
  consoleLanguages.find((l) => l.locale === code.toLowerCase())?.bcp47 ?? code.toLowerCase()

/**
 * The language switcher of an editor: one button per language of the brand, its default first,
 * marked when the item has text in it.
 */
export function LanguageSwitch({
  languages,
  value,
  written,
  onChange,
}: {
  languages: string[]
  value: string
  written: (language: string) => boolean
  onChange: (language: string) => void
}) {
  const { t } = useLingui()
  return (
    <div
      className={own.languages}
      role="group"
      aria-label={t({ id: 'console.content.languages', message: 'Language of the text' })}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className={ops.tab}
          aria-pressed={language === value}
          data-testid={`language-${language}`}
          onClick={() => onChange(language)}
        >
          {languageName(language)}
          {written(language) && (
            <span
              className={own.filled}
              aria-label={t({ id: 'console.content.written', message: 'written' })}
            >
              ●
            </span>
          )}
        </button>
      ))}
    </div>
  )
}

/** A text field of one language (a line, or lines when `rows` is given). */
export function TextField({
  label,
  value,
  language,
  disabled,
  rows,
  maxLength,
  hint,
  onChange,
  name,
}: {
  label: string
  value: string
  language: string
  disabled: boolean
  rows?: number
  maxLength: number
  hint?: string
  name: string
  onChange: (value: string) => void
}) {
  return (
    <label className={styles.field}>
      {label}
      {rows ? (
        <textarea
          className={`${styles.input} ${own.textarea}`}
          name={name}
          rows={rows}
          lang={bcp47(language)}
          value={value}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          className={styles.input}
          name={name}
          lang={bcp47(language)}
          value={value}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && <small className={styles.muted}>{hint}</small>}
    </label>
  )
}

/** The preview of an item as the portal shows it in a language. */
export function Preview({ language, children }: { language: string; children: ReactNode }) {
  const { t } = useLingui()
  const name = languageName(language)
  return (
    <section
      className={own.preview}
      aria-label={t({ id: 'console.content.previewIn', message: `Preview in ${name}` })}
      data-testid="content-preview"
    >
      <p className={styles.muted}>
        {t({ id: 'console.content.previewIn', message: `Preview in ${name}` })}
      </p>
      <div lang={bcp47(language)}>{children}</div>
    </section>
  )
}

/** Operator HTML as the portal renders it: through the portal's own sanitising policy. */
export function OperatorHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeOperatorHtml(html), [html])
  return <div dangerouslySetInnerHTML={{ __html: safe }} />
}

/** A list of an area's items with its loading, error and empty states. */
export function ItemTable<Item>({
  query,
  label,
  empty,
  head,
  row,
  testId,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { list: Item[] } }
  /** The table's name. */
  label: string
  empty: string
  head: ReactNode
  row: (item: Item) => ReactNode
  testId: string
}) {
  if (query.isPending) return <Loading />
  if (query.isError || !query.data) return <ErrorNote error={query.error} />
  if (query.data.list.length === 0)
    return (
      <p className={styles.muted} data-testid={`${testId}-empty`}>
        {empty}
      </p>
    )
  return (
    <Table label={label} head={head} testId={testId}>
      {query.data.list.map(row)}
    </Table>
  )
}

/**
 * The buttons of an editor: save (and remove, for a saved item) for a role that may write, close
 * for every role; the refusal of the last attempt above them (a conflict keeps the edits).
 */
export function EditorActions({
  canWrite,
  saved,
  busy,
  invalid,
  error,
  onRemove,
  onClose,
}: {
  canWrite: boolean
  /** What the form's own check found wrong, before anything was sent. */
  invalid?: string | null
  saved: boolean
  busy: boolean
  error: unknown
  onRemove: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <>
      {invalid && (
        <p role="alert" className={styles.error}>
          {invalid}
        </p>
      )}
      {error ? <ErrorNote error={error} /> : null}
      <div className={styles.row}>
        {canWrite && (
          <button
            className={styles.button}
            type="submit"
            disabled={busy}
            data-testid="content-save"
          >
            {t({ id: 'console.content.save', message: 'Save' })}
          </button>
        )}
        {canWrite && saved && (
          <button className={ops.dangerButton} type="button" disabled={busy} onClick={onRemove}>
            {t({ id: 'console.content.remove', message: 'Remove' })}
          </button>
        )}
        <button className={styles.quietButton} type="button" onClick={onClose}>
          {t({ id: 'console.content.close', message: 'Close' })}
        </button>
      </div>
    </>
  )
}

/** The notice a role without write access reads above a form it cannot change. */
export function ReadOnlyNote() {
  const { t } = useLingui()
  return (
    <p className={styles.muted} data-testid="content-read-only">
      {t({
        id: 'console.content.readOnly',
        message: 'Your role may read this content but not change it.',
      })}
    </p>
  )
}

/** A ref to an editor that opens below its list: scrolled into view as it opens. */
export function useRevealed<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' })
  }, [])
  return ref
}

/** A list row's button that opens its editor: to edit for a role that may write, else to view. */
export function OpenButton({ canWrite, onClick }: { canWrite: boolean; onClick: () => void }) {
  const { t } = useLingui()
  return (
    <button type="button" className={styles.quietButton} onClick={onClick}>
      {canWrite
        ? t({ id: 'console.content.edit', message: 'Edit' })
        : t({ id: 'console.content.view', message: 'View' })}
    </button>
  )
}

/** The question before an item is removed, with Remove on its button. */
export function RemoveDialog({
  open,
  busy,
  title,
  question,
  onClose,
  onConfirm,
}: {
  open: boolean
  busy: boolean
  title?: string
  question?: string
  onClose: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={open}
      title={title ?? t({ id: 'console.content.removeTitle', message: 'Remove' })}
      question={
        question ??
        t({
          id: 'console.content.removeQuestion',
          message: 'Remove this item? The portal no longer shows it.',
        })
      }
      confirm={t({ id: 'console.content.remove', message: 'Remove' })}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  )
}
