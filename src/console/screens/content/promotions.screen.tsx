import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formatAmount } from '@/lib/money'
import { parseAmount } from '@/lib/typed-amount'
import {
  applicationImagesQueryOptions,
  applicationsQueryOptions,
  contentListQueryOptions,
  useContentMutation,
} from '../../api/content'
import type { CallInput, CallOutput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import { ErrorNote, Loading } from '../../ui/status'
import { fromZoneInput, toZoneInput } from '../../ui/zoned-time'
import { intlLocale, useMerchantFormat } from '../finance/merchant-format'
import * as ops from '../finance/operations.css'
import { Dialog, PagedTable } from '../finance/parts'
import * as own from './content.css'
import {
  EditorActions,
  ItemTable,
  LanguageSwitch,
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

type Promotion = CallOutput<'promotions.list'>['list'][number]
type Action = Promotion['action']
type Application = CallOutput<'promotions.applications'>['list'][number]

/** What the editor holds: the texts per language, the rule's fields as the inputs write them. */
interface Draft {
  id?: string
  revision?: number
  category: string
  title: Texts
  summary: Texts
  content: Texts
  action: Action
  bonus: string
  start: string
  end: string
  sort: number
}

const actions: Action[] = ['apply', 'join', 'claim', 'signin', 'auto']

function useActionName() {
  const { t } = useLingui()
  return (action: Action) =>
    ({
      apply: t({ id: 'console.promotions.action.apply', message: 'Application, reviewed here' }),
      join: t({ id: 'console.promotions.action.join', message: 'Join in one click' }),
      claim: t({ id: 'console.promotions.action.claim', message: 'Claim the bonus' }),
      signin: t({ id: 'console.promotions.action.signin', message: 'Daily sign-in' }),
      auto: t({ id: 'console.promotions.action.auto', message: 'Automatic, nothing to do' }),
      raffle: t({ id: 'console.promotions.action.raffle', message: 'Raffle' }),
    })[action]
}

function useApplicationStatusName() {
  const { t } = useLingui()
  return (status: Application['status']) =>
    ({
      applying: t({ id: 'console.promotions.status.applying', message: 'Waiting' }),
      joined: t({ id: 'console.promotions.status.joined', message: 'Accepted' }),
      rejected: t({ id: 'console.promotions.status.rejected', message: 'Refused' }),
      issued: t({ id: 'console.promotions.status.issued', message: 'Accepted, bonus paid' }),
      claimed: t({ id: 'console.promotions.status.claimed', message: 'Claimed' }),
      signed: t({ id: 'console.promotions.status.signed', message: 'Signed in' }),
    })[status]
}

/**
 * The merchant's promotions: the list, the editor with a language switcher and the preview of the
 * promotion as the portal shows it in that language, and the queue of a promotion's applications.
 */
export function PromotionsScreen() {
  const { t, i18n } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const canWrite = useCan('promotions.save')
  const list = useQuery(contentListQueryOptions(merchant.id, 'promotions'))
  const [draft, setDraft] = useState<Draft | null>(null)
  const [reviewing, setReviewing] = useState<Promotion | null>(null)
  const actionName = useActionName()
  const languages = list.data?.languages ?? []
  const first = languages[0] ?? 'EN'
  const locale = intlLocale(i18n.locale)

  const open = (p: Promotion): Draft => ({
    id: p.id,
    revision: p.revision,
    category: p.category,
    title: p.title,
    summary: p.summary,
    content: p.content,
    action: p.action,
    bonus: formatAmount(p.bonus, format.currency, locale),
    start: toZoneInput(p.startAt, format.zone),
    end: p.endAt ? toZoneInput(p.endAt, format.zone) : '',
    sort: p.sort,
  })
  const fresh = (): Draft => ({
    category: 'new',
    title: {},
    summary: {},
    content: {},
    action: 'apply',
    bonus: '0',
    start: toZoneInput(new Date().toISOString(), format.zone),
    end: '',
    sort: Math.min(0, ...(list.data?.list ?? []).map((p) => p.sort)) - 1,
  })

  return (
    <>
      <section className={styles.card} aria-labelledby="promotions-title">
        <div className={styles.row}>
          <h2 id="promotions-title">
            {t({ id: 'console.promotions.title', message: 'Promotions' })}
          </h2>
          {canWrite && (
            <button
              type="button"
              className={styles.button}
              data-testid="promotion-new"
              disabled={!list.data}
              onClick={() => {
                setReviewing(null)
                setDraft(fresh())
              }}
            >
              {t({ id: 'console.promotions.new', message: 'New promotion' })}
            </button>
          )}
        </div>
        <ItemTable
          query={list}
          testId="promotions-table"
          label={t({ id: 'console.promotions.title', message: 'Promotions' })}
          empty={t({ id: 'console.promotions.empty', message: 'No promotion yet.' })}
          head={
            <tr>
              <th>{t({ id: 'console.content.titleColumn', message: 'Title' })}</th>
              <th>{t({ id: 'console.promotions.action', message: 'What the player does' })}</th>
              <th className={ops.amount}>
                {t({ id: 'console.promotions.bonus', message: 'Bonus' })}
              </th>
              <th>{t({ id: 'console.promotions.period', message: `Runs (${format.zone})` })}</th>
              <th>{t({ id: 'console.promotions.waiting', message: 'Waiting' })}</th>
              <th />
            </tr>
          }
          row={(p) => (
            <tr key={p.id} data-testid={`promotion-${p.id}`}>
              <td>{textIn(p.title, first)}</td>
              <td>{actionName(p.action)}</td>
              <td className={ops.amount}>{format.money(p.bonus)}</td>
              <td>
                {format.when(p.startAt)} – {p.endAt ? format.when(p.endAt) : '∞'}
              </td>
              <td>
                {p.applying > 0 ? (
                  <span className={ops.warnBadge}>{format.count(p.applying)}</span>
                ) : (
                  <span className={styles.muted}>0</span>
                )}
              </td>
              <td>
                <div className={styles.row}>
                  <OpenButton
                    canWrite={canWrite}
                    onClick={() => {
                      setReviewing(null)
                      setDraft(open(p))
                    }}
                  />
                  {p.action === 'apply' && (
                    <button
                      type="button"
                      className={styles.quietButton}
                      data-testid={`applications-${p.id}`}
                      onClick={() => {
                        setDraft(null)
                        setReviewing(p)
                      }}
                    >
                      {t({ id: 'console.promotions.applications', message: 'Applications' })}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          )}
        />
      </section>
      {draft && (
        <PromotionEditor
          key={`${draft.id ?? 'new'}:${draft.revision ?? 0}`}
          initial={draft}
          languages={languages}
          onClose={() => setDraft(null)}
          onSaved={(saved) => setDraft(open(saved))}
        />
      )}
      {reviewing && (
        <ApplicationsQueue
          key={reviewing.id}
          promotion={reviewing}
          title={textIn(reviewing.title, first)}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  )
}

function PromotionEditor({
  initial,
  languages,
  onClose,
  onSaved,
}: {
  initial: Draft
  languages: string[]
  onClose: () => void
  onSaved: (saved: Promotion) => void
}) {
  const { t, i18n } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const canWrite = useCan('promotions.save')
  const actionName = useActionName()
  const save = useContentMutation(merchant.id, 'promotions', 'promotions.save')
  const remove = useContentMutation(merchant.id, 'promotions', 'promotions.remove')
  const [draft, setDraft] = useState(initial)
  const [language, setLanguage] = useState(languages[0] ?? 'EN')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const reveal = useRevealed<HTMLElement>()
  const locale = intlLocale(i18n.locale)
  const setText = (field: 'title' | 'summary' | 'content') => (value: string) =>
    setDraft({ ...draft, [field]: { ...draft[field], [language]: value } })
  const written = (code: string) => Boolean(draft.title[code]?.trim())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const bonus = parseAmount(draft.bonus, format.currency, locale)
    const startAt = fromZoneInput(draft.start, format.zone)
    const endAt = draft.end ? fromZoneInput(draft.end, format.zone) : null
    if (!Object.values(draft.title).some((title) => title.trim()))
      return setInvalid(
        t({
          id: 'console.content.titleRequired',
          message: 'Write the title in at least one language.',
        }),
      )
    if (bonus === null || bonus < 0)
      return setInvalid(
        t({ id: 'console.promotions.badBonus', message: 'Enter a bonus of zero or more.' }),
      )
    if (!startAt || (draft.end && !endAt) || (endAt && endAt <= startAt))
      return setInvalid(
        t({ id: 'console.promotions.badDates', message: 'The end must come after the start.' }),
      )
    setInvalid(null)
    const input: CallInput<'promotions.save'> = {
      ...(draft.id ? { id: draft.id, revision: draft.revision } : {}),
      category: draft.category,
      title: draft.title,
      summary: draft.summary,
      content: draft.content,
      action: draft.action,
      bonus,
      startAt,
      endAt,
      sort: draft.sort,
    }
    save.mutate(input, { onSuccess: ({ promotion }) => onSaved(promotion) })
  }

  const bonusMinor = parseAmount(draft.bonus, format.currency, locale) ?? 0
  const startAt = fromZoneInput(draft.start, format.zone)
  const endAt = draft.end ? fromZoneInput(draft.end, format.zone) : null
  return (
    <section className={styles.card} aria-labelledby="promotion-editor-title" ref={reveal}>
      <h2 id="promotion-editor-title">
        {draft.id
          ? t({ id: 'console.promotions.editTitle', message: 'Promotion' })
          : t({ id: 'console.promotions.new', message: 'New promotion' })}
      </h2>
      {!canWrite && <ReadOnlyNote />}
      <div className={own.editor}>
        <form onSubmit={submit} data-testid="promotion-form" noValidate>
          <LanguageSwitch
            languages={languages}
            value={language}
            written={written}
            onChange={setLanguage}
          />
          <TextField
            name="title"
            label={t({ id: 'console.content.titleColumn', message: 'Title' })}
            value={draft.title[language] ?? ''}
            language={language}
            disabled={!canWrite}
            maxLength={200}
            onChange={setText('title')}
          />
          <TextField
            name="summary"
            label={t({ id: 'console.promotions.summary', message: 'Summary' })}
            value={draft.summary[language] ?? ''}
            language={language}
            disabled={!canWrite}
            rows={2}
            maxLength={1000}
            onChange={setText('summary')}
          />
          <TextField
            name="content"
            label={t({ id: 'console.promotions.rules', message: 'Rules (HTML)' })}
            hint={t({
              id: 'console.content.htmlHint',
              message:
                'Paragraphs, lists, links and images; scripts and styles are removed on save.',
            })}
            value={draft.content[language] ?? ''}
            language={language}
            disabled={!canWrite}
            rows={8}
            maxLength={20000}
            onChange={setText('content')}
          />
          <fieldset className={`${styles.filters} ${own.fieldset}`} disabled={!canWrite}>
            <label className={styles.field}>
              {t({ id: 'console.promotions.action', message: 'What the player does' })}
              <select
                className={styles.input}
                name="action"
                value={draft.action}
                disabled={draft.action === 'raffle'}
                onChange={(event) => setDraft({ ...draft, action: event.target.value as Action })}
              >
                {(draft.action === 'raffle' ? (['raffle'] as Action[]) : actions).map((a) => (
                  <option key={a} value={a}>
                    {actionName(a)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t({ id: 'console.promotions.bonusIn', message: `Bonus (${format.currency.code})` })}
              <input
                className={styles.input}
                name="bonus"
                inputMode="decimal"
                value={draft.bonus}
                onChange={(event) => setDraft({ ...draft, bonus: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              {t({ id: 'console.promotions.category', message: 'Category' })}
              <input
                className={styles.input}
                name="category"
                pattern="[a-z]{1,20}"
                value={draft.category}
                onChange={(event) =>
                  setDraft({ ...draft, category: event.target.value.toLowerCase() })
                }
              />
            </label>
            <label className={styles.field}>
              {t({ id: 'console.promotions.start', message: `Starts (${format.zone})` })}
              <input
                className={styles.input}
                type="datetime-local"
                name="start"
                value={draft.start}
                onChange={(event) => setDraft({ ...draft, start: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              {t({ id: 'console.promotions.end', message: `Ends (${format.zone}), empty: never` })}
              <input
                className={styles.input}
                type="datetime-local"
                name="end"
                value={draft.end}
                onChange={(event) => setDraft({ ...draft, end: event.target.value })}
              />
            </label>
          </fieldset>
          <EditorActions
            invalid={invalid}
            canWrite={canWrite}
            saved={Boolean(draft.id)}
            busy={save.isPending || remove.isPending}
            error={save.error ?? remove.error}
            onRemove={() => setConfirming(true)}
            onClose={onClose}
          />
        </form>
        <Preview language={language}>
          <div className={own.previewMeta}>
            <span className={ops.badge}>{actionName(draft.action)}</span>
            {bonusMinor > 0 && <span className={ops.badge}>{format.money(bonusMinor)}</span>}
            <span className={styles.muted}>
              {startAt ? format.when(startAt) : '—'} – {endAt ? format.when(endAt) : '∞'}
            </span>
          </div>
          <h3 className={own.previewTitle}>{textIn(draft.title, language)}</h3>
          <p>{textIn(draft.summary, language)}</p>
          <OperatorHtml html={textIn(draft.content, language)} />
        </Preview>
      </div>
      <RemoveDialog
        open={confirming}
        title={t({ id: 'console.promotions.removeTitle', message: 'Remove the promotion' })}
        question={t({
          id: 'console.promotions.removeQuestion',
          message: 'Remove this promotion and its applications? Players will no longer see it.',
        })}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { id: draft.id!, revision: draft.revision! },
            {
              onSuccess: onClose,
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </section>
  )
}

/** The applications of one promotion: applicant, comment, images, and the decision. */
function ApplicationsQueue({
  promotion,
  title,
  onClose,
}: {
  promotion: Promotion
  title: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const canDecide = useCan('promotions.decide')
  const statusName = useApplicationStatusName()
  const [search, setSearch] = useState<CallInput<'promotions.applications'>>({
    promotionId: promotion.id,
    status: 'applying',
    page: 1,
  })
  const queue = useQuery(applicationsQueryOptions(merchant.id, search))
  const decide = useContentMutation(merchant.id, 'promotions', 'promotions.decide')
  const [refusing, setRefusing] = useState<Application | null>(null)
  const [showing, setShowing] = useState<Application | null>(null)
  const [reason, setReason] = useState('')
  const reveal = useRevealed<HTMLElement>()

  return (
    <section
      className={styles.card}
      aria-labelledby="applications-title"
      data-testid="applications"
      ref={reveal}
    >
      <div className={styles.row}>
        <h2 id="applications-title">
          {t({ id: 'console.promotions.applicationsOf', message: `Applications: ${title}` })}
        </h2>
        <button type="button" className={styles.quietButton} onClick={onClose}>
          {t({ id: 'console.content.close', message: 'Close' })}
        </button>
      </div>
      <div className={ops.tabs} role="group">
        {(['applying', 'decided'] as const).map((status) => (
          <button
            key={status}
            type="button"
            className={ops.tab}
            aria-pressed={search.status === status}
            onClick={() => setSearch({ ...search, status, page: 1 })}
          >
            {status === 'applying'
              ? t({ id: 'console.promotions.status.applying', message: 'Waiting' })
              : t({ id: 'console.promotions.decided', message: 'Decided' })}
          </button>
        ))}
      </div>
      {promotion.bonus > 0 && (
        <p className={styles.muted}>
          {t({
            id: 'console.promotions.paysOnAccept',
            message: `Accepting pays ${format.money(promotion.bonus)} to the player's wallet.`,
          })}
        </p>
      )}
      {decide.error ? <ErrorNote error={decide.error} /> : null}
      <PagedTable
        query={queue}
        testId="applications-table"
        label={t({ id: 'console.promotions.applications', message: 'Applications' })}
        empty={t({ id: 'console.promotions.noApplications', message: 'No application here.' })}
        head={
          <tr>
            <th>{t({ id: 'console.promotions.applicant', message: 'Player' })}</th>
            <th>{t({ id: 'console.promotions.comment', message: 'Comment' })}</th>
            <th>{t({ id: 'console.promotions.images', message: 'Images' })}</th>
            <th>{t({ id: 'console.promotions.applied', message: `Applied (${format.zone})` })}</th>
            <th>{t({ id: 'console.finance.status', message: 'Status' })}</th>
          </tr>
        }
        row={(a) => (
          <tr key={a.id} data-testid={`application-${a.username}`}>
            <td>
              {a.username} <span className={styles.muted}>#{a.accountId}</span>
            </td>
            <td>{a.comment || <span className={styles.muted}>—</span>}</td>
            <td>
              {a.imageCount > 0 ? (
                <button type="button" className={styles.quietButton} onClick={() => setShowing(a)}>
                  {t({ id: 'console.promotions.showImages', message: `Show (${a.imageCount})` })}
                </button>
              ) : (
                <span className={styles.muted}>—</span>
              )}
            </td>
            <td>{format.when(a.createdAt)}</td>
            <td>
              {a.status === 'applying' && canDecide ? (
                <div className={styles.row}>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ applicationId: a.id, approve: true })}
                  >
                    {t({ id: 'console.finance.approve', message: 'Approve' })}
                  </button>
                  <button
                    type="button"
                    className={ops.dangerButton}
                    disabled={decide.isPending}
                    onClick={() => {
                      setReason('')
                      setRefusing(a)
                    }}
                  >
                    {t({ id: 'console.promotions.reject', message: 'Reject' })}
                  </button>
                </div>
              ) : (
                <span className={ops.badge}>
                  {statusName(a.status)}
                  {a.reason ? ` · ${a.reason}` : ''}
                </span>
              )}
            </td>
          </tr>
        )}
        onPage={(page) => setSearch({ ...search, page })}
      />
      <Dialog
        open={refusing !== null}
        title={t({ id: 'console.promotions.rejectTitle', message: 'Reject the application' })}
        onClose={() => setRefusing(null)}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault()
            decide.mutate(
              { applicationId: refusing!.id, approve: false, reason: reason.trim() },
              { onSettled: () => setRefusing(null) },
            )
          }}
        >
          <label className={styles.field}>
            {t({ id: 'console.promotions.reason', message: 'Reason' })}
            <textarea
              className={`${styles.input} ${ops.textarea}`}
              name="reason"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <div className={styles.row}>
            <button className={ops.dangerButton} type="submit" disabled={decide.isPending}>
              {t({ id: 'console.promotions.reject', message: 'Reject' })}
            </button>
            <button className={styles.quietButton} type="button" onClick={() => setRefusing(null)}>
              {t({ id: 'console.ops.cancel', message: 'Cancel' })}
            </button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={showing !== null}
        title={t({ id: 'console.promotions.images', message: 'Images' })}
        onClose={() => setShowing(null)}
      >
        {showing && <ApplicationImages applicationId={showing.id} />}
        <button className={styles.quietButton} type="button" onClick={() => setShowing(null)}>
          {t({ id: 'console.content.close', message: 'Close' })}
        </button>
      </Dialog>
    </section>
  )
}

function ApplicationImages({ applicationId }: { applicationId: string }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const images = useQuery(applicationImagesQueryOptions(merchant.id, applicationId))
  if (images.isPending) return <Loading />
  if (images.isError) return <ErrorNote error={images.error} />
  return (
    <div className={own.thumbs}>
      {images.data.images.map((src, index) => (
        <img
          key={index}
          className={own.thumb}
          src={src}
          alt={t({
            id: 'console.promotions.imageAlt',
            message: `Image ${index + 1} of the application`,
          })}
        />
      ))}
    </div>
  )
}
