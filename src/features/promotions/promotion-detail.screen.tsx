import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ApiError } from '@/api/errors'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { promotionQueryOptions } from '@/api/content/get-promotion'
import { ApplicationState } from './components/application-state'
import { ApplyForm } from './components/apply-form'
import { PromotionAction } from './components/promotion-action'
import { PromotionPeriod } from './components/promotion-period'
import { PromotionStatusBadge } from './components/promotion-status'
import { RafflePanel } from './components/raffle-panel'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import * as styles from './promotions.css'

/** Promotion detail (/promoDetail?id=…): terms as sanitized HTML, status, the action, and a raffle's draw. */
export function PromotionDetailScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as { id?: unknown; apply?: unknown }
  const id = typeof search.id === 'string' || typeof search.id === 'number' ? String(search.id) : ''
  const validId = /^\d{1,18}$/.test(id)
  const { account } = useSession()
  const { language } = usePreferences()
  const query = useQuery({
    ...promotionQueryOptions(id, { account, language }),
    enabled: validId,
    retry: (count, error) =>
      !(error instanceof ApiError && error.details.status === 404) && count < 2,
  })
  const [isApplying, setApplying] = useState(search.apply === '1' || search.apply === 1)
  const [applied, setApplied] = useState(false)
  const html = useMemo(
    () => (query.data ? sanitizeOperatorHtml(query.data.content) : ''),
    [query.data],
  )
  const back = (
    <Link to={'/promotions' as never} className={ui.button}>
      {t({ id: 'promotions.back', message: 'All promotions' })}
    </Link>
  )
  const labels = useQueryStateLabels('', {
    loading: t({ id: 'promotions.loadingOne', message: 'Loading the promotion…' }),
    error: t({ id: 'promotions.errorOne', message: 'The promotion could not be loaded.' }),
  })
  const notFound =
    !validId || (query.error instanceof ApiError && query.error.details.status === 404)
  if (notFound)
    return (
      <StatusPanel
        headingLevel={1}
        testId="promotion-not-found"
        title={t({ id: 'promotions.notFound', message: 'Promotion not found' })}
        message={t({
          id: 'promotions.notFoundHint',
          message: 'This promotion does not exist or is no longer published.',
        })}
        action={back}
      />
    )
  const closeForm = () => {
    setApplying(false)
    if (search.apply !== undefined)
      void navigate({ to: '/promoDetail' as never, search: { id } as never, replace: true })
  }
  return (
    <article className={styles.page} data-testid="promotion-detail">
      <div>{back}</div>
      <QueryState query={query} labels={labels} testId="promotion">
        {(promotion) => (
          <>
            <img
              className={styles.image}
              src={promotion.image}
              width={promotion.imageWidth}
              height={promotion.imageHeight}
              alt=""
            />
            <div className={styles.detail}>
              <h1 className={styles.title}>{promotion.title}</h1>
              <PromotionPeriod promotion={promotion} />
              <div className={styles.row}>
                <PromotionStatusBadge status={promotion.status} testId="promotion-status" />
                {isApplying && promotion.status === 'join' ? null : (
                  <PromotionAction promotion={promotion} onApply={() => setApplying(true)} />
                )}
              </div>
              {applied ? (
                <p className={styles.success} role="status" data-testid="apply-success">
                  {t({
                    id: 'promotions.apply.done',
                    message: 'Your application was sent. We will review it soon.',
                  })}
                </p>
              ) : null}
              {promotion.application && !applied ? (
                <ApplicationState application={promotion.application} />
              ) : null}
              {isApplying && promotion.status === 'join' && promotion.action === 'apply' ? (
                <ApplyForm
                  id={promotion.id}
                  onCancel={closeForm}
                  onApplied={() => {
                    setApplied(true)
                    closeForm()
                  }}
                />
              ) : null}
              <p className={styles.text}>{promotion.summary}</p>
              {promotion.raffle ? (
                <RafflePanel
                  id={promotion.id}
                  status={promotion.status}
                  raffle={promotion.raffle}
                />
              ) : null}
              <div
                className={styles.content}
                data-testid="promotion-content"
                // Operator HTML, sanitized by DOMPurify above (spec §6).
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </div>
          </>
        )}
      </QueryState>
    </article>
  )
}
