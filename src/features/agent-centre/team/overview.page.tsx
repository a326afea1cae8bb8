import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useOverviewQuery, type TeamOverview } from '@/api/agent/get-overview'
import { useFormatters } from '@/i18n/format'
import { useDateRangeLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { isoDay, presetRange } from '@/lib/date-range'
import { DateRangeBar } from '@/ui/date-range-bar'
import { QueryState } from '@/ui/query-state'
import { DailyChart } from './components/daily-chart'
import { Figure } from './components/figure'
import * as styles from './team.css'

/** Overview (agentTeamOverview, the default page): the team's figures and their daily charts. */
export function OverviewPage() {
  const { t } = useLingui()
  const today = isoDay(new Date())
  const [range, setRange] = useState(() => presetRange('last7', today))
  const query = useOverviewQuery(range)
  const rangeLabels = useDateRangeLabels()
  const labels = useQueryStateLabels('')
  return (
    <section className={styles.page} data-testid="agent-overview">
      <h2 className={styles.title}>
        {t({ id: 'agent.overview.title', message: 'Team overview' })}
      </h2>
      <div className={styles.card}>
        <DateRangeBar
          value={range}
          today={today}
          onChange={setRange}
          labels={rangeLabels}
          testId="overview-range"
        />
      </div>
      <QueryState query={query} labels={labels} testId="overview">
        {(data) => (
          <>
            <Figures data={data} />
            <DailyChart days={data.daily} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function Figures(props: { data: TeamOverview }) {
  const { data } = props
  const { t } = useLingui()
  const format = useFormatters()
  return (
    <dl className={styles.stats} data-testid="overview-figures">
      <Figure
        label={t({ id: 'agent.overview.teamSize', message: 'Team size' })}
        value={format.count(data.teamSize)}
        testId="overview-team-size"
      />
      <Figure
        label={t({ id: 'agent.overview.direct', message: 'Direct members' })}
        value={format.count(data.directMembers)}
      />
      <Figure
        label={t({ id: 'agent.overview.active', message: 'Active members' })}
        value={format.count(data.activeMembers)}
        testId="overview-active"
      />
      <Figure
        label={t({ id: 'agent.overview.new', message: 'New members' })}
        value={format.count(data.newMembers)}
      />
      <Figure
        label={t({ id: 'agent.overview.deposits', message: 'Deposits' })}
        value={format.money(data.deposits)}
        testId="overview-deposits"
      />
      <Figure
        label={t({ id: 'agent.overview.withdrawals', message: 'Withdrawals' })}
        value={format.money(data.withdrawals)}
      />
      <Figure
        label={t({ id: 'agent.overview.stake', message: 'Bets' })}
        value={format.money(data.stake)}
        testId="overview-stake"
      />
      <Figure
        label={t({ id: 'agent.overview.profit', message: 'Profit' })}
        value={format.money(data.profit)}
        testId="overview-profit"
      />
    </dl>
  )
}
