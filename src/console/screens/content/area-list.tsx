import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { contentListQueryOptions, useContentMutation, type ContentArea } from '../../api/content'
import { useCan, useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import { ConfirmDialog } from '../finance/parts'
import { EditorActions, ItemTable, ReadOnlyNote } from './editor-parts'

/**
 * A content area as a screen of it works with it: the list, whether the operator may write it, its
 * save and remove with their state, the draft open in the editor, and close(), which forgets the
 * draft and the last refusal.
 */
export function useArea<A extends ContentArea, Draft>(area: A) {
  const { merchant } = useMerchant()
  const canWrite = useCan(`${area}.save`)
  const list = useQuery(contentListQueryOptions(merchant.id, area))
  const save = useContentMutation(merchant.id, area, `${area}.save`)
  const remove = useContentMutation(merchant.id, area, `${area}.remove`)
  const [draft, setDraft] = useState<Draft | null>(null)
  return {
    canWrite,
    list,
    save,
    remove,
    draft,
    setDraft,
    languages: list.data?.languages ?? [],
    busy: save.isPending || remove.isPending,
    error: save.error ?? remove.error,
    close: () => {
      save.reset()
      remove.reset()
      setDraft(null)
    },
  }
}

/**
 * An area's list card: its title, a button for a new item (for a role that may write, once the
 * list is read), the read-only note otherwise, and the table with its loading, error and empty
 * states.
 */
export function AreaList<Item>({
  title,
  newLabel,
  testId,
  canWrite,
  onNew,
  query,
  items,
  empty,
  head,
  row,
}: {
  title: string
  newLabel: string
  testId: string
  canWrite: boolean
  onNew: (() => void) | null
  query: { isPending: boolean; isError: boolean; error: unknown }
  items: Item[] | undefined
  empty: string
  head: ReactNode
  row: (item: Item) => ReactNode
}) {
  const titleId = useId()
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h2 id={titleId}>{title}</h2>
        {canWrite && onNew && (
          <button
            className={styles.button}
            type="button"
            data-testid={`${testId}-new`}
            onClick={onNew}
          >
            {newLabel}
          </button>
        )}
      </div>
      {!canWrite && <ReadOnlyNote />}
      <ItemTable
        query={{
          isPending: query.isPending,
          isError: query.isError,
          error: query.error,
          data: items && { list: items },
        }}
        testId={`${testId}-list`}
        label={title}
        empty={empty}
        head={head}
        row={row}
      />
    </section>
  )
}

/** A row's button that opens its item: to edit it, or to read it for a role that may not write. */
export function OpenButton({ canWrite, onOpen }: { canWrite: boolean; onOpen: () => void }) {
  const { t } = useLingui()
  return (
    <button className={styles.quietButton} type="button" onClick={onOpen}>
      {canWrite
        ? t({ id: 'console.content.edit', message: 'Edit' })
        : t({ id: 'console.content.view', message: 'View' })}
    </button>
  )
}

/** A change's state, as useContentMutation answers it. */
interface Change {
  isPending: boolean
  error: unknown
}

/**
 * The end of an editor's form: "Saved." after a save, the save, remove and close buttons with the
 * last refusal, and the question before a removal (the portal stops showing the item at once);
 * the removal names the revision read, and closes the editor once done.
 */
export function EditorFooter({
  canWrite,
  savedNote,
  item,
  save,
  remove,
  removeTitle,
  onClose,
}: {
  canWrite: boolean
  savedNote: boolean
  item: { id?: string; revision?: number }
  save: Change
  remove: Change & {
    mutate: (
      input: { id: string; revision: number },
      options: { onSuccess: () => void; onSettled: () => void },
    ) => void
  }
  removeTitle: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const busy = save.isPending || remove.isPending
  const { id, revision } = item
  return (
    <>
      {savedNote && (
        <p role="status" className={styles.success}>
          {t({ id: 'console.content.saved', message: 'Saved.' })}
        </p>
      )}
      <EditorActions
        canWrite={canWrite}
        saved={Boolean(id)}
        busy={busy}
        error={save.error ?? remove.error}
        onRemove={() => setConfirming(true)}
        onClose={onClose}
      />
      <ConfirmDialog
        open={confirming}
        title={removeTitle}
        question={t({
          id: 'console.content.removeNow',
          message: 'The portal stops showing it at once.',
        })}
        confirm={t({ id: 'console.content.remove', message: 'Remove' })}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          id &&
          revision &&
          remove.mutate(
            { id, revision },
            { onSuccess: onClose, onSettled: () => setConfirming(false) },
          )
        }
      />
    </>
  )
}
