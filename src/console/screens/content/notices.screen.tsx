import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { contentListQueryOptions, useContentMutation } from '../../api/content'
import type { CallOutput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import { toZoneInput } from '../../ui/zoned-time'
import { useMerchantFormat } from '../finance/merchant-format'
import { AreaList, EditorFooter, OpenButton } from './area-list'
import * as ops from '../finance/operations.css'
import * as view from './banners.css'
import * as own from './content.css'
import {
  LanguageSwitch,
  OperatorHtml,
  Preview,
  ReadOnlyNote,
  TextField,
  textIn,
  type Texts,
} from './editor-parts'
import { fromFieldValue, ScheduleCell, ScheduleFields, toFieldValue } from './schedule'

type NoticeList = CallOutput<'notices.list'>
type Notice = NoticeList['notices'][number]
type NoticeType = Notice['type']

/** The announcement types of the spec; B is the execution type. */
const noticeTypes: NoticeType[] = ['B', 'PL', 'PU', 'PR', 'H']

/** The zone the platform states a notice's start time in (as content.notices answers it). */
const platformZone = 'Asia/Manila'

interface Draft {
  id?: string
  revision?: number
  type: NoticeType
  title: Texts
  content: Texts
  start: string
  end: string
}

const draftOf = (notice: Notice, zone: string): Draft => ({
  id: notice.id,
  revision: notice.revision,
  type: notice.type,
  title: notice.title,
  content: notice.content,
  start: toFieldValue(notice.startAt, zone),
  end: toFieldValue(notice.endAt, zone),
})

/** An instant as the portal states a notice's start: yyyy-MM-dd HH:mm:ss in the platform's zone. */
function portalTime(iso: string | null) {
  if (!iso) return ''
  const wall = toZoneInput(iso, platformZone)
  return `${wall.replace('T', ' ')}${wall.length === 16 ? ':00' : ''}`
}

/** The merchant's notices: the list, newest first, and the editor with its preview. */
export function NoticesScreen() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const { zone } = useMerchantFormat()
  const canWrite = useCan('notices.save')
  const query = useQuery(contentListQueryOptions(merchant.id, 'notices'))
  const [draft, setDraft] = useState<Draft | null>(null)
  const list = query.data
  const startNew = () =>
    setDraft({
      type: 'B',
      title: {},
      content: {},
      start: toFieldValue(new Date().toISOString(), zone),
      end: '',
    })
  return (
    <>
      <AreaList
        title={t({ id: 'console.notices.title', message: 'Notices' })}
        newLabel={t({ id: 'console.notices.new', message: 'New notice' })}
        testId="notice"
        canWrite={canWrite}
        onNew={list ? startNew : null}
        query={query}
        items={list?.notices}
        empty={t({
          id: 'console.notices.empty',
          message: 'No notices yet: the portal’s ticker and notice list are empty.',
        })}
        head={
          <tr>
            <th>{t({ id: 'console.notices.type', message: 'Type' })}</th>
            <th>{t({ id: 'console.notices.titleColumn', message: 'Title' })}</th>
            <th>{t({ id: 'console.notices.schedule', message: 'Schedule' })}</th>
            <th />
          </tr>
        }
        row={(notice) => (
          <tr key={notice.id} data-testid="notice-row">
            <td>
              <span className={ops.badge}>{notice.type}</span>
            </td>
            <td>{textIn(notice.title, list?.languages[0] ?? 'EN')}</td>
            <td>
              <ScheduleCell state={notice.state} startAt={notice.startAt} endAt={notice.endAt} />
            </td>
            <td>
              <OpenButton canWrite={canWrite} onOpen={() => setDraft(draftOf(notice, zone))} />
            </td>
          </tr>
        )}
      />
      {draft && list && (
        <NoticeEditor
          key={draft.id ?? 'new'}
          initial={draft}
          languages={list.languages}
          canWrite={canWrite}
          onClose={() => setDraft(null)}
        />
      )}
    </>
  )
}

/** The form of one notice and its preview as the portal's notice panel shows it. */
function NoticeEditor({
  initial,
  languages,
  canWrite,
  onClose,
}: {
  initial: Draft
  languages: string[]
  canWrite: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const { zone } = useMerchantFormat()
  const [draft, setDraft] = useState(initial)
  const [language, setLanguage] = useState(languages[0] ?? 'EN')
  const frame = useRef<HTMLElement>(null)
  // Opened from a long list: the form comes into view.
  useEffect(() => {
    // A block: scrollIntoView may answer a promise, which is no cleanup.
    frame.current?.scrollIntoView({ block: 'start' })
  }, [])
  const [savedNote, setSavedNote] = useState(false)
  const save = useContentMutation(merchant.id, 'notices', 'notices.save')
  const remove = useContentMutation(merchant.id, 'notices', 'notices.remove')
  const change = (next: Partial<Draft>) => {
    setSavedNote(false)
    setDraft((current) => ({ ...current, ...next }))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      {
        ...(draft.id ? { id: draft.id, revision: draft.revision } : {}),
        type: draft.type,
        title: draft.title,
        content: draft.content,
        startAt: fromFieldValue(draft.start, zone) ?? new Date().toISOString(),
        endAt: fromFieldValue(draft.end, zone),
      },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved, zone))
          setSavedNote(true)
        },
      },
    )
  }
  const title = textIn(draft.title, language)
  return (
    <section ref={frame} className={styles.card} data-testid="notice-editor">
      <h2>
        {draft.id
          ? t({ id: 'console.notices.edit', message: 'Notice' })
          : t({ id: 'console.notices.new', message: 'New notice' })}
      </h2>
      {!canWrite && <ReadOnlyNote />}
      <div className={own.editor}>
        <form onSubmit={submit}>
          <fieldset className={`${styles.field} ${view.plain}`} disabled={!canWrite}>
            <label className={styles.field}>
              {t({ id: 'console.notices.type', message: 'Type' })}
              <select
                className={styles.input}
                name="type"
                value={draft.type}
                onChange={(event) => change({ type: event.target.value as NoticeType })}
              >
                {noticeTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              <small className={styles.muted}>
                {t({
                  id: 'console.notices.typeHint',
                  message:
                    'The announcement types B, PL, PU, PR and H; B is the execution type. The portal shows every type.',
                })}
              </small>
            </label>
            <LanguageSwitch
              languages={languages}
              value={language}
              written={(code) => Boolean(draft.title[code] || draft.content[code])}
              onChange={setLanguage}
            />
            <TextField
              name="title"
              label={t({ id: 'console.notices.titleField', message: 'Title' })}
              hint={
                language === languages[0]
                  ? t({
                      id: 'console.notices.titleHint',
                      message: 'Needed in this language (the brand’s default).',
                    })
                  : t({
                      id: 'console.notices.titleOther',
                      message: 'Empty: the portal shows the default language’s text.',
                    })
              }
              value={draft.title[language] ?? ''}
              language={language}
              disabled={!canWrite}
              maxLength={300}
              onChange={(text) => change({ title: { ...draft.title, [language]: text } })}
            />
            <TextField
              name="content"
              rows={8}
              label={t({ id: 'console.notices.content', message: 'Text (HTML)' })}
              hint={t({
                id: 'console.notices.contentHint',
                message:
                  'Formatting, links to https addresses or portal pages, and pictures are kept; scripts, styles and other links are removed when saved.',
              })}
              value={draft.content[language] ?? ''}
              language={language}
              disabled={!canWrite}
              maxLength={20000}
              onChange={(html) => change({ content: { ...draft.content, [language]: html } })}
            />
            <ScheduleFields
              start={draft.start}
              end={draft.end}
              startRequired
              disabled={!canWrite}
              onChange={({ start, end }) => change({ start, end })}
            />
          </fieldset>
          <EditorFooter
            canWrite={canWrite}
            savedNote={savedNote}
            item={draft}
            save={save}
            remove={remove}
            removeTitle={t({ id: 'console.notices.removeTitle', message: 'Remove this notice?' })}
            onClose={onClose}
          />
        </form>
        <Preview language={language}>
          <h3 className={own.previewTitle} data-testid="notice-preview-title">
            {title ||
              t({ id: 'console.notices.noTitle', message: 'Write a title to see it here.' })}
          </h3>
          <p className={own.previewMeta}>
            <span className={ops.badge}>{draft.type}</span>
            <time>{portalTime(fromFieldValue(draft.start, zone))}</time>
          </p>
          <OperatorHtml html={textIn(draft.content, language)} />
        </Preview>
      </div>
    </section>
  )
}
