import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { bannerPictureQueryOptions } from '../../api/banners'
import { contentListQueryOptions, useContentMutation } from '../../api/content'
import type { CallOutput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import { ErrorNote, Loading } from '../../ui/status'
import { useMerchantFormat } from '../finance/merchant-format'
import { AreaList, EditorFooter, OpenButton } from './area-list'
import { PictureUpload } from './banner-picture-upload'
import * as view from './banners.css'
import * as own from './content.css'
import {
  LanguageSwitch,
  Preview,
  ReadOnlyNote,
  TextField,
  textIn,
  type Texts,
} from './editor-parts'
import { fromFieldValue, ScheduleCell, ScheduleFields, toFieldValue } from './schedule'

type BannerList = CallOutput<'banners.list'>
type Banner = BannerList['banners'][number]
type LinkageType = Banner['linkageType']

/** A banner as the form holds it: the schedule as the datetime fields show it, pictures by key. */
interface Draft {
  id?: string
  revision?: number
  group: string
  title: Texts
  linkageType: LinkageType
  target: string
  sort: number
  start: string
  end: string
  imageKey: string | null
  languageImages: Record<string, string>
}

const draftOf = (banner: Banner, zone: string): Draft => ({
  id: banner.id,
  revision: banner.revision,
  group: banner.group,
  title: banner.title,
  linkageType: banner.linkageType,
  target: banner.target,
  sort: banner.sort,
  start: toFieldValue(banner.startAt, zone),
  end: toFieldValue(banner.endAt, zone),
  imageKey: banner.image?.key ?? null,
  languageImages: Object.fromEntries(
    Object.entries(banner.languageImages).map(([language, picture]) => [language, picture.key]),
  ),
})

const linkageTypes: LinkageType[] = ['none', 'url', 'route', 'game', 'promotion']

/** The merchant's banners: the list by group and order, and the editor with its preview. */
export function BannersScreen() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const { zone } = useMerchantFormat()
  const canWrite = useCan('banners.save')
  const query = useQuery(contentListQueryOptions(merchant.id, 'banners'))
  const [draft, setDraft] = useState<Draft | null>(null)
  const list = query.data
  const linkNames = useLinkNames()
  const startNew = (data: BannerList) =>
    setDraft({
      group: data.groups[0] ?? 'w_home',
      title: {},
      linkageType: 'none',
      target: '',
      sort: 0,
      start: '',
      end: '',
      imageKey: null,
      languageImages: {},
    })
  return (
    <>
      <AreaList
        title={t({ id: 'console.banners.title', message: 'Banners' })}
        newLabel={t({ id: 'console.banners.new', message: 'New banner' })}
        testId="banner"
        canWrite={canWrite}
        onNew={list ? () => startNew(list) : null}
        query={query}
        items={list?.banners}
        empty={t({
          id: 'console.banners.empty',
          message: 'No banners yet: the portal shows none on its pages.',
        })}
        head={
          <tr>
            <th>{t({ id: 'console.banners.group', message: 'Page' })}</th>
            <th>{t({ id: 'console.banners.titleColumn', message: 'Title' })}</th>
            <th>{t({ id: 'console.banners.link', message: 'Link' })}</th>
            <th>{t({ id: 'console.banners.schedule', message: 'Schedule' })}</th>
            <th>{t({ id: 'console.banners.picture', message: 'Picture' })}</th>
            <th />
          </tr>
        }
        row={(banner) => (
          <tr key={banner.id} data-testid="banner-row">
            <td>{banner.group}</td>
            <td>{textIn(banner.title, list?.languages[0] ?? 'EN')}</td>
            <td>
              {linkNames[banner.linkageType]}
              {banner.target && <small className={styles.muted}> {banner.target}</small>}
            </td>
            <td>
              <ScheduleCell state={banner.state} startAt={banner.startAt} endAt={banner.endAt} />
            </td>
            <td>
              {banner.image || Object.keys(banner.languageImages).length
                ? t({ id: 'console.banners.uploaded', message: 'Uploaded' })
                : t({ id: 'console.banners.generated', message: 'Generated' })}
            </td>
            <td>
              <OpenButton canWrite={canWrite} onOpen={() => setDraft(draftOf(banner, zone))} />
            </td>
          </tr>
        )}
      />
      {draft && list && (
        <BannerEditor
          key={draft.id ?? 'new'}
          initial={draft}
          list={list}
          canWrite={canWrite}
          onClose={() => setDraft(null)}
        />
      )}
    </>
  )
}

/** What each link type is called. */
function useLinkNames(): Record<LinkageType, string> {
  const { t } = useLingui()
  return {
    none: t({ id: 'console.banners.link.none', message: 'No link' }),
    url: t({ id: 'console.banners.link.url', message: 'Web address' }),
    route: t({ id: 'console.banners.link.route', message: 'Portal page' }),
    game: t({ id: 'console.banners.link.game', message: 'Game' }),
    promotion: t({ id: 'console.banners.link.promotion', message: 'Promotion' }),
  }
}

/** The form of one banner, with the picture upload and the preview in the chosen language. */
function BannerEditor({
  initial,
  list,
  canWrite,
  onClose,
}: {
  initial: Draft
  list: BannerList
  canWrite: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const { zone } = useMerchantFormat()
  const [draft, setDraft] = useState(initial)
  const [language, setLanguage] = useState(list.languages[0] ?? 'EN')
  const frame = useRef<HTMLElement>(null)
  // Opened from a long list: the form comes into view.
  useEffect(() => {
    // A block: scrollIntoView may answer a promise, which is no cleanup.
    frame.current?.scrollIntoView({ block: 'start' })
  }, [])
  const [savedNote, setSavedNote] = useState(false)
  const save = useContentMutation(merchant.id, 'banners', 'banners.save')
  const remove = useContentMutation(merchant.id, 'banners', 'banners.remove')
  const linkNames = useLinkNames()
  const change = (next: Partial<Draft>) => {
    setSavedNote(false)
    setDraft((current) => ({ ...current, ...next }))
  }
  const targetHints: Record<LinkageType, string> = {
    none: '',
    url: t({ id: 'console.banners.hint.url', message: 'An address starting with https://' }),
    route: t({
      id: 'console.banners.hint.route',
      message: 'A page of the portal, such as /promotions',
    }),
    game: t({
      id: 'console.banners.hint.game',
      message: 'vendor/gameCode, such as PG/mahjong-ways',
    }),
    promotion: t({ id: 'console.banners.hint.promotion', message: 'The promotion’s number' }),
  }
  const ownPicture = draft.languageImages[language]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      {
        ...(draft.id ? { id: draft.id, revision: draft.revision } : {}),
        group: draft.group,
        title: draft.title,
        linkageType: draft.linkageType,
        target: draft.linkageType === 'none' ? '' : draft.target,
        sort: draft.sort,
        startAt: fromFieldValue(draft.start, zone),
        endAt: fromFieldValue(draft.end, zone),
        imageKey: draft.imageKey,
        languageImages: draft.languageImages,
      },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved, zone))
          setSavedNote(true)
        },
      },
    )
  }
  return (
    <section ref={frame} className={styles.card} data-testid="banner-editor">
      <h2>
        {draft.id
          ? t({ id: 'console.banners.edit', message: 'Banner' })
          : t({ id: 'console.banners.new', message: 'New banner' })}
      </h2>
      {!canWrite && <ReadOnlyNote />}
      <div className={own.editor}>
        <form onSubmit={submit}>
          <fieldset className={`${styles.field} ${view.plain}`} disabled={!canWrite}>
            <LanguageSwitch
              languages={list.languages}
              value={language}
              written={(code) => Boolean(draft.title[code])}
              onChange={setLanguage}
            />
            <TextField
              name="title"
              label={t({ id: 'console.banners.titleField', message: 'Title' })}
              hint={
                language === list.languages[0]
                  ? t({
                      id: 'console.banners.titleHint',
                      message:
                        'Needed in this language (the brand’s default). The generated art is lettered with it; over an uploaded picture it is the picture’s text for screen readers.',
                    })
                  : t({
                      id: 'console.banners.titleOther',
                      message: 'Empty: the portal shows the default language’s title.',
                    })
              }
              value={draft.title[language] ?? ''}
              language={language}
              disabled={!canWrite}
              maxLength={200}
              onChange={(text) => change({ title: { ...draft.title, [language]: text } })}
            />
            <PictureUpload
              rule={list.imageRule}
              language={language}
              pictureKey={ownPicture ?? draft.imageKey}
              ownLanguage={Boolean(ownPicture)}
              disabled={!canWrite}
              onPicture={(key, onlyThisLanguage) =>
                onlyThisLanguage
                  ? change({ languageImages: { ...draft.languageImages, [language]: key } })
                  : change({ imageKey: key })
              }
              onClear={() => {
                if (!ownPicture) return change({ imageKey: null })
                const rest = { ...draft.languageImages }
                delete rest[language]
                change({ languageImages: rest })
              }}
            />
            <div className={styles.filters}>
              <label className={styles.field}>
                {t({ id: 'console.banners.group', message: 'Page' })}
                <select
                  className={styles.input}
                  name="group"
                  value={draft.group}
                  onChange={(event) => change({ group: event.target.value })}
                >
                  {list.groups.map((group) => (
                    <option key={group} value={group}>
                      {group}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                {t({ id: 'console.banners.sort', message: 'Order (lowest first)' })}
                <input
                  className={styles.input}
                  type="number"
                  name="sort"
                  min={-100000}
                  max={100000}
                  step={1}
                  value={draft.sort}
                  onChange={(event) => change({ sort: Math.trunc(Number(event.target.value)) })}
                />
              </label>
            </div>
            <div className={styles.filters}>
              <label className={styles.field}>
                {t({ id: 'console.banners.link', message: 'Link' })}
                <select
                  className={styles.input}
                  name="linkageType"
                  value={draft.linkageType}
                  onChange={(event) => change({ linkageType: event.target.value as LinkageType })}
                >
                  {linkageTypes.map((type) => (
                    <option key={type} value={type}>
                      {linkNames[type]}
                    </option>
                  ))}
                </select>
              </label>
              {draft.linkageType !== 'none' && (
                <label className={styles.field}>
                  {t({ id: 'console.banners.target', message: 'Target' })}
                  <input
                    className={styles.input}
                    name="target"
                    required
                    maxLength={500}
                    value={draft.target}
                    onChange={(event) => change({ target: event.target.value })}
                  />
                  <small className={styles.muted}>{targetHints[draft.linkageType]}</small>
                </label>
              )}
            </div>
            <ScheduleFields
              start={draft.start}
              end={draft.end}
              startRequired={false}
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
            removeTitle={t({ id: 'console.banners.removeTitle', message: 'Remove this banner?' })}
            onClose={onClose}
          />
        </form>
        <Preview language={language}>
          <BannerPreview draft={draft} language={language} />
        </Preview>
      </div>
    </section>
  )
}

/**
 * The banner as the portal draws it in a language: its picture at 4:1 (the uploaded one, else the
 * saved banner's generated art), the title as its text; a new banner's art is drawn when saved.
 */
function BannerPreview({ draft, language }: { draft: Draft; language: string }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const key = draft.languageImages[language] ?? draft.imageKey
  const title = textIn(draft.title, language)
  const generated = !key && draft.id !== undefined
  const picture = useQuery({
    ...bannerPictureQueryOptions(
      merchant.id,
      key ? { key } : { id: draft.id, language },
      draft.revision,
    ),
    enabled: Boolean(key) || generated,
  })
  if (!key && !generated)
    return (
      <div className={view.frame} data-testid="banner-preview-pending">
        <p className={view.pending}>
          {title || t({ id: 'console.banners.noTitle', message: 'Write a title to see it here.' })}
        </p>
        <small className={styles.muted}>
          {t({
            id: 'console.banners.artOnSave',
            message:
              'Without an uploaded picture, the portal draws the art from the title when the banner is saved.',
          })}
        </small>
      </div>
    )
  if (picture.isPending) return <Loading />
  if (picture.isError) return <ErrorNote error={picture.error} />
  return (
    <figure className={view.frame}>
      <img
        className={view.image}
        src={picture.data.dataUrl}
        alt={title}
        width={960}
        height={240}
        data-testid="banner-preview-image"
      />
      <figcaption className={styles.muted}>
        {t({ id: 'console.banners.altText', message: `Text for screen readers: ${title}` })}
      </figcaption>
    </figure>
  )
}
