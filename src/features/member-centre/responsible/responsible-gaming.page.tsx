import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useResponsibleStatusQuery } from '@/api/responsible/get-status'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import { ExclusionCard } from './components/exclusion-card'
import { LimitForm } from './components/limit-form'
import { LimitList } from './components/limit-list'
import { RealityCheckCard } from './components/reality-check-card'
import * as styles from './responsible.css'

/**
 * Responsible gaming (responsibleGaming, issue 46): the limits the member sets, with what each
 * period has used and a raise waiting out the cooling-off; the reality check's interval; and the
 * breaks (time-out, self-exclusion, closure). The platform enforces all of them; its refusals are
 * shown in its own words. The account record is a button away: what was deposited and staked
 * is what a limit is chosen from.
 */
export function ResponsibleGamingPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const status = useResponsibleStatusQuery()
  const format = useFormatters()
  const labels = useQueryStateLabels('')
  return (
    <section className={styles.page} data-testid="responsible-page">
      <h2 className={styles.title}>
        {t({ id: 'member.responsibleGaming', message: 'Responsible gaming' })}
      </h2>
      <QueryState query={status} labels={labels} testId="responsible">
        {(data) => {
          const hours = data.coolingOffHours
          return (
            <>
              <section
                className={styles.card}
                aria-labelledby="limits-title"
                data-testid="limits-card"
              >
                <h3 id="limits-title" className={styles.cardTitle}>
                  {t({ id: 'responsible.limits.title', message: 'My limits' })}
                </h3>
                <p className={styles.muted}>
                  {t({
                    id: 'responsible.limits.text',
                    message: `A lower limit applies at once. A higher limit, or removing one, applies after ${plural(hours, { one: `${hours} hour`, other: `${hours} hours` })}.`,
                  })}
                </p>
                <p className={styles.muted}>
                  {t({
                    id: 'responsible.limits.history',
                    message:
                      'To choose a limit, look at what you have deposited and staked so far:',
                  })}{' '}
                  <button
                    type="button"
                    className={ui.button}
                    onClick={() => openPage('transactionHistory')}
                  >
                    {t({ id: 'member.accountRecord', message: 'Account record' })}
                  </button>
                </p>
                <LimitList limits={data.limits} format={format} />
                <LimitForm locale={format.locale} />
              </section>
              <RealityCheckCard status={data} />
              <ExclusionCard />
              <p className={styles.muted}>
                <Link to="/responsible-gaming" data-testid="responsible-help-link">
                  {t({
                    id: 'responsible.help.link',
                    message: 'Where to find help, and more about playing safely',
                  })}
                </Link>
              </p>
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
