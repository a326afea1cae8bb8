import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { contentListQueryOptions, useContentMutation } from '../../api/content'
import type { CallOutput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import { fromZoneInput, toZoneInput } from '../../ui/zoned-time'
import { useMerchantFormat } from '../finance/merchant-format'
import * as own from './content.css'
import { AreaList, useArea } from './area-list'
import {
  EditorActions,
  LanguageSwitch,
  languageName,
  OpenButton,
  OperatorHtml,
  Preview,
  ReadOnlyNote,
  RemoveDialog,
  TextField,
  textIn,
  useRevealed,
  type Texts,
} from './editor-parts'

type HelpArticle = CallOutput<'help.list'>['list'][number]
type Announcement = CallOutput<'announcements.list'>['list'][number]
type BlogPost = CallOutput<'blog.list'>['list'][number]

/** The help centre's categories the portal names in every language. */
const helpCategories = ['account', 'deposit', 'withdrawal', 'promotion', 'game', 'security']

/** An item with a title and a body per language, edited with a language switcher. */
interface TextsDraft {
  id?: string
  revision?: number
  title: Texts
  body: Texts
  category: string
  sort: number
}

/**
 * The editor of an item written per language (a help article, an agent announcement): title and
 * HTML body per language, the fields of its own kind (`extra`), and its preview in the language shown.
 */
function TextsEditor({
  area,
  heading,
  extra,
  onSave,
}: {
  /** The area's state (useArea), whose draft is the one opened. */
  area: {
    draft: TextsDraft | null
    languages: string[]
    canWrite: boolean
    busy: boolean
    error: unknown
    remove: {
      mutate: (input: { id: string; revision: number }, options: { onSuccess: () => void }) => void
    }
    close: () => void
  }
  heading: string
  extra?: (draft: TextsDraft, set: (draft: TextsDraft) => void) => ReactNode
  onSave: (draft: TextsDraft) => void
}) {
  const { languages, canWrite, busy, error, close: onClose } = area
  const { t } = useLingui()
  const [draft, setDraft] = useState(area.draft ?? { title: {}, body: {}, category: '', sort: 0 })
  const [language, setLanguage] = useState(languages[0] ?? 'EN')
  const [invalid, setInvalid] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const reveal = useRevealed<HTMLElement>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const hasTitle = Object.values(draft.title).some((title) => title.trim())
    setInvalid(!hasTitle)
    if (hasTitle) onSave(draft)
  }
  return (
    <section className={styles.card} aria-label={heading} ref={reveal}>
      <h2>{heading}</h2>
      {!canWrite && <ReadOnlyNote />}
      <div className={own.editor}>
        <form onSubmit={submit} data-testid="article-form" noValidate>
          <LanguageSwitch
            languages={languages}
            value={language}
            written={(code) => Boolean(draft.title[code]?.trim())}
            onChange={setLanguage}
          />
          <TextField
            name="title"
            label={t({ id: 'console.content.titleColumn', message: 'Title' })}
            value={draft.title[language] ?? ''}
            language={language}
            disabled={!canWrite}
            maxLength={200}
            onChange={(value) =>
              setDraft({ ...draft, title: { ...draft.title, [language]: value } })
            }
          />
          <TextField
            name="body"
            label={t({ id: 'console.content.bodyHtml', message: 'Text (HTML)' })}
            hint={t({
              id: 'console.content.htmlHint',
              message:
                'Paragraphs, lists, links and images; scripts and styles are removed on save.',
            })}
            value={draft.body[language] ?? ''}
            language={language}
            disabled={!canWrite}
            rows={8}
            maxLength={20000}
            onChange={(value) => setDraft({ ...draft, body: { ...draft.body, [language]: value } })}
          />
          {extra && (
            <fieldset className={own.fieldset} disabled={!canWrite}>
              {extra(draft, setDraft)}
            </fieldset>
          )}
          <EditorActions
            invalid={
              invalid
                ? t({
                    id: 'console.content.titleRequired',
                    message: 'Write the title in at least one language.',
                  })
                : null
            }
            canWrite={canWrite}
            saved={Boolean(draft.id)}
            busy={busy}
            error={error}
            onRemove={() => setConfirming(true)}
            onClose={onClose}
          />
        </form>
        <Preview language={language}>
          <h3 className={own.previewTitle}>{textIn(draft.title, language)}</h3>
          <OperatorHtml html={textIn(draft.body, language)} />
        </Preview>
      </div>
      <RemoveDialog
        open={confirming}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          area.remove.mutate({ id: draft.id!, revision: draft.revision! }, { onSuccess: onClose })
        }}
      />
    </section>
  )
}

/** The help centre's articles, per language, with their category and order. */
export function HelpScreen() {
  const { t } = useLingui()
  const area = useArea<'help', TextsDraft>('help')
  const { list, languages, canWrite, draft, setDraft } = area
  const first = languages[0] ?? 'EN'
  const open = (a: HelpArticle): TextsDraft => ({
    id: a.id,
    revision: a.revision,
    title: a.title,
    body: a.content,
    category: a.category,
    sort: a.sort,
  })
  return (
    <>
      <AreaList
        title={t({ id: 'console.help.title', message: 'Help articles' })}
        newLabel={t({ id: 'console.help.new', message: 'New article' })}
        testId="help"
        canWrite={canWrite}
        onNew={
          list.data
            ? () =>
                setDraft({
                  title: {},
                  body: {},
                  category: 'account',
                  sort: Math.min(0, ...list.data.list.map((a) => a.sort)) - 1,
                })
            : null
        }
        query={list}
        items={list.data?.list}
        empty={t({ id: 'console.help.empty', message: 'No help article yet.' })}
        head={
          <tr>
            <th>{t({ id: 'console.content.titleColumn', message: 'Title' })}</th>
            <th>{t({ id: 'console.promotions.category', message: 'Category' })}</th>
            <th>{t({ id: 'console.content.languagesColumn', message: 'Languages' })}</th>
            <th />
          </tr>
        }
        row={(a) => (
          <tr key={a.id}>
            <td>{textIn(a.title, first)}</td>
            <td>{a.category}</td>
            <td>{Object.keys(a.title).join(', ')}</td>
            <td>
              <OpenButton canWrite={canWrite} onClick={() => setDraft(open(a))} />
            </td>
          </tr>
        )}
      />
      {draft && (
        <TextsEditor
          key={`${draft.id ?? 'new'}:${draft.revision ?? 0}`}
          area={area}
          heading={
            draft.id
              ? t({ id: 'console.help.article', message: 'Help article' })
              : t({ id: 'console.help.new', message: 'New article' })
          }
          extra={(d, set) => (
            <label className={styles.field}>
              {t({ id: 'console.promotions.category', message: 'Category' })}
              <input
                className={styles.input}
                name="category"
                list="help-categories"
                pattern="[a-z]{1,20}"
                value={d.category}
                onChange={(event) => set({ ...d, category: event.target.value.toLowerCase() })}
              />
              <datalist id="help-categories">
                {helpCategories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </label>
          )}
          onSave={(d) =>
            area.save.mutate(
              {
                ...(d.id ? { id: d.id, revision: d.revision } : {}),
                category: d.category,
                title: d.title,
                content: d.body,
                sort: d.sort,
              },
              { onSuccess: ({ item }) => setDraft(open(item)) },
            )
          }
        />
      )}
    </>
  )
}

/** Announcements for the merchant's agents (the agent centre), per language. */
export function AnnouncementsScreen() {
  const { t } = useLingui()
  const format = useMerchantFormat()
  const area = useArea<'announcements', TextsDraft>('announcements')
  const { list, languages, canWrite, draft, setDraft } = area
  const first = languages[0] ?? 'EN'
  const open = (a: Announcement): TextsDraft => ({
    id: a.id,
    revision: a.revision,
    title: a.title,
    body: a.content,
    category: '',
    sort: 0,
  })
  return (
    <>
      <AreaList
        title={t({ id: 'console.announcements.title', message: 'Agent announcements' })}
        newLabel={t({ id: 'console.announcements.new', message: 'New announcement' })}
        testId="announcements"
        canWrite={canWrite}
        onNew={list.data ? () => setDraft({ title: {}, body: {}, category: '', sort: 0 }) : null}
        query={list}
        items={list.data?.list}
        empty={t({ id: 'console.announcements.empty', message: 'No announcement yet.' })}
        head={
          <tr>
            <th>{t({ id: 'console.content.titleColumn', message: 'Title' })}</th>
            <th>{t({ id: 'console.content.languagesColumn', message: 'Languages' })}</th>
            <th>
              {t({ id: 'console.announcements.time', message: `Published (${format.zone})` })}
            </th>
            <th />
          </tr>
        }
        row={(a) => (
          <tr key={a.id}>
            <td>{textIn(a.title, first)}</td>
            <td>{Object.keys(a.title).join(', ')}</td>
            <td>{format.when(a.time)}</td>
            <td>
              <OpenButton canWrite={canWrite} onClick={() => setDraft(open(a))} />
            </td>
          </tr>
        )}
      />
      {draft && (
        <TextsEditor
          key={`${draft.id ?? 'new'}:${draft.revision ?? 0}`}
          area={area}
          heading={
            draft.id
              ? t({ id: 'console.announcements.one', message: 'Announcement' })
              : t({ id: 'console.announcements.new', message: 'New announcement' })
          }
          onSave={(d) =>
            area.save.mutate(
              {
                ...(d.id ? { id: d.id, revision: d.revision } : {}),
                title: d.title,
                content: d.body,
              },
              { onSuccess: ({ item }) => setDraft(open(item)) },
            )
          }
        />
      )}
    </>
  )
}

/** What the blog editor holds: a post is written in one language of the brand. */
interface BlogDraft {
  id?: string
  revision?: number
  language: string
  title: string
  summary: string
  body: string
  published: string
}

/** The merchant's blog: each post in one language of the brand, published now or later. */
export function BlogScreen() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const canWrite = useCan('blog.save')
  const list = useQuery(contentListQueryOptions(merchant.id, 'blog'))
  const [draft, setDraft] = useState<BlogDraft | null>(null)
  const languages = list.data?.languages ?? []
  const open = (p: BlogPost): BlogDraft => ({
    id: p.id,
    revision: p.revision,
    language: p.language,
    title: p.title,
    summary: p.summary,
    body: p.body,
    published: toZoneInput(p.publishedAt, format.zone),
  })
  return (
    <>
      <AreaList
        title={t({ id: 'console.blog.title', message: 'Blog posts' })}
        newLabel={t({ id: 'console.blog.new', message: 'New post' })}
        testId="blog"
        canWrite={canWrite}
        onNew={
          list.data
            ? () =>
                setDraft({
                  language: languages[0] ?? 'EN',
                  title: '',
                  summary: '',
                  body: '',
                  published: toZoneInput(new Date().toISOString(), format.zone),
                })
            : null
        }
        query={list}
        items={list.data?.list}
        empty={t({ id: 'console.blog.empty', message: 'No blog post yet.' })}
        head={
          <tr>
            <th>{t({ id: 'console.content.titleColumn', message: 'Title' })}</th>
            <th>{t({ id: 'console.blog.language', message: 'Language' })}</th>
            <th>{t({ id: 'console.blog.published', message: `Published (${format.zone})` })}</th>
            <th />
          </tr>
        }
        row={(p) => (
          <tr key={p.id}>
            <td>{p.title}</td>
            <td>{languageName(p.language)}</td>
            <td>{format.when(p.publishedAt)}</td>
            <td>
              <OpenButton canWrite={canWrite} onClick={() => setDraft(open(p))} />
            </td>
          </tr>
        )}
      />
      {draft && (
        <BlogEditor
          key={`${draft.id ?? 'new'}:${draft.revision ?? 0}`}
          initial={draft}
          languages={languages}
          onSaved={(post) => setDraft(open(post))}
          onClose={() => setDraft(null)}
        />
      )}
    </>
  )
}

function BlogEditor({
  initial,
  languages,
  onSaved,
  onClose,
}: {
  initial: BlogDraft
  languages: string[]
  onSaved: (post: BlogPost) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const canWrite = useCan('blog.save')
  const save = useContentMutation(merchant.id, 'blog', 'blog.save')
  const remove = useContentMutation(merchant.id, 'blog', 'blog.remove')
  const [draft, setDraft] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const reveal = useRevealed<HTMLElement>()
  const publishedAt = fromZoneInput(draft.published, format.zone)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const ok = Boolean(draft.title.trim()) && publishedAt !== null
    setInvalid(!ok)
    if (!ok) return
    save.mutate(
      {
        ...(draft.id ? { id: draft.id, revision: draft.revision } : {}),
        language: draft.language,
        title: draft.title,
        summary: draft.summary,
        body: draft.body,
        publishedAt: publishedAt!,
      },
      { onSuccess: ({ item }) => onSaved(item) },
    )
  }
  return (
    <section className={styles.card} aria-labelledby="blog-editor-title" ref={reveal}>
      <h2 id="blog-editor-title">
        {draft.id
          ? t({ id: 'console.blog.post', message: 'Blog post' })
          : t({ id: 'console.blog.new', message: 'New post' })}
      </h2>
      {!canWrite && <ReadOnlyNote />}
      <div className={own.editor}>
        <form onSubmit={submit} noValidate data-testid="blog-form">
          <LanguageSwitch
            languages={
              languages.includes(draft.language) ? languages : [...languages, draft.language]
            }
            value={draft.language}
            written={(code) => code === draft.language && Boolean(draft.title.trim())}
            onChange={(language) => canWrite && setDraft({ ...draft, language })}
          />
          <TextField
            name="title"
            label={t({ id: 'console.content.titleColumn', message: 'Title' })}
            value={draft.title}
            language={draft.language}
            disabled={!canWrite}
            maxLength={200}
            onChange={(title) => setDraft({ ...draft, title })}
          />
          <TextField
            name="summary"
            label={t({ id: 'console.promotions.summary', message: 'Summary' })}
            value={draft.summary}
            language={draft.language}
            disabled={!canWrite}
            rows={2}
            maxLength={600}
            onChange={(summary) => setDraft({ ...draft, summary })}
          />
          <TextField
            name="body"
            label={t({ id: 'console.content.bodyHtml', message: 'Text (HTML)' })}
            hint={t({
              id: 'console.content.htmlHint',
              message:
                'Paragraphs, lists, links and images; scripts and styles are removed on save.',
            })}
            value={draft.body}
            language={draft.language}
            disabled={!canWrite}
            rows={10}
            maxLength={50000}
            onChange={(body) => setDraft({ ...draft, body })}
          />
          <label className={styles.field}>
            {t({
              id: 'console.blog.publishAt',
              message: `Shown from (${format.zone}); a later time schedules it`,
            })}
            <input
              className={styles.input}
              type="datetime-local"
              name="published"
              disabled={!canWrite}
              value={draft.published}
              onChange={(event) => setDraft({ ...draft, published: event.target.value })}
            />
          </label>
          <EditorActions
            invalid={
              invalid
                ? t({
                    id: 'console.blog.invalid',
                    message: 'Write a title and choose when the post is shown.',
                  })
                : null
            }
            canWrite={canWrite}
            saved={Boolean(draft.id)}
            busy={save.isPending || remove.isPending}
            error={save.error ?? remove.error}
            onRemove={() => setConfirming(true)}
            onClose={onClose}
          />
        </form>
        <Preview language={draft.language}>
          <p className={styles.muted}>{publishedAt ? format.when(publishedAt) : '—'}</p>
          <h3 className={own.previewTitle}>{draft.title}</h3>
          <p>{draft.summary}</p>
          <OperatorHtml html={draft.body} />
        </Preview>
      </div>
      <RemoveDialog
        open={confirming}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { id: draft.id!, revision: draft.revision! },
            { onSuccess: onClose, onSettled: () => setConfirming(false) },
          )
        }
      />
    </section>
  )
}
