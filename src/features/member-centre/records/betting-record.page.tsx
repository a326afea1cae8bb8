import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAllVendorsQuery, useVendorName } from '@/api/games/get-vendors'
import { type Bet, type BetsPage, useBetsQuery } from '@/api/play/get-bets'
import { useFormatters } from '@/i18n/format'
import { useDateRangeLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { useSession } from '@/state/session.store'
import type { CentrePageProps } from '@/ui/centre-pages'
import { type Column, DataTable } from '@/ui/data-table'
import { DateRangeBar } from '@/ui/date-range-bar'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { BetFilters } from './components/bet-filters'
import { PageHeader } from './components/page-header'
import { SignedMoney } from './components/signed-money'
import { Totals } from './components/totals'
import { useRecordRange } from './components/use-record-range'
import { betStatusLabels, gameTypeLabel } from './labels'
import * as styles from './records.css'

const pageSize = 14

/** The member's bets (spec §2.8 personalHistoryCopy): dates, category and vendor, totals, pages. */
export function BettingRecordPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const { account } = useSession()
  const { today, range, setRange, pageNo, setPageNo } = useRecordRange()
  const [filters, setFilters] = useState({ gameType: '', vendor: '' })
  const vendors = useAllVendorsQuery()
  const vendorName = useVendorName()
  const otherVendor = t({ id: 'member.records.vendor.other', message: 'Other provider' })
  const query = useBetsQuery(account, { ...range, ...filters, pageNo, pageSize })
  const labels = useQueryStateLabels(
    t({ id: 'member.records.bets.empty', message: 'No bets in these dates.' }),
  )
  return (
    <section className={styles.page} aria-labelledby="bets-title" data-testid="betting-record">
      <PageHeader
        id="bets-title"
        title={t({ id: 'member.bettingRecord', message: 'Betting record' })}
        related={{ key: 'personalProfit', labelId: 'member.profitAndLoss' }}
        openPage={openPage}
      />
      <DateRangeBar value={range} today={today} onChange={setRange} labels={useDateRangeLabels()}>
        <div className={styles.filters}>
          <BetFilters
            categories={vendors.data?.categories}
            {...filters}
            onChange={(next) => {
              setFilters(next)
              setPageNo(1)
            }}
          />
        </div>
      </DateRangeBar>
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.totals.count === 0}
        testId="bets"
      >
        {(data) => (
          <BetsView
            data={data}
            // A player never reads a vendor's code: nothing yet while the names load (or did not),
            // a generic name for a vendor the list does not hold.
            vendorName={(code) => (vendors.data ? vendorName(code) || otherVendor : null)}
            pageNo={pageNo}
            onPage={setPageNo}
          />
        )}
      </QueryState>
    </section>
  )
}

function BetsView(props: {
  data: BetsPage
  /** A vendor's name; null while the names are not known. */
  vendorName: (code: string) => string | null
  pageNo: number
  onPage: (page: number) => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { data, vendorName } = props
  const columns: Column<Bet>[] = [
    {
      key: 'time',
      header: t({ id: 'member.records.col.time', message: 'Time' }),
      cell: (bet) => format.dateTime(bet.time),
    },
    {
      key: 'vendor',
      header: t({ id: 'member.records.col.vendor', message: 'Provider' }),
      cell: (bet) =>
        vendorName(bet.vendor) ?? (
          <span className={styles.pending} aria-hidden="true" data-testid="bet-vendor-pending" />
        ),
    },
    {
      key: 'game',
      header: t({ id: 'member.records.col.game', message: 'Game' }),
      cell: (bet) => (
        <>
          {bet.gameName}{' '}
          <span className={styles.secondary}>{i18n._(gameTypeLabel(bet.gameType))}</span>
        </>
      ),
    },
    {
      key: 'stake',
      header: t({ id: 'member.records.col.stake', message: 'Stake' }),
      align: 'end',
      cell: (bet) => format.money(bet.stake),
    },
    {
      key: 'payout',
      header: t({ id: 'member.records.col.payout', message: 'Payout' }),
      align: 'end',
      cell: (bet) => format.money(bet.payout),
    },
    {
      key: 'profit',
      header: t({ id: 'member.records.col.profit', message: 'Win/loss' }),
      align: 'end',
      cell: (bet) => <SignedMoney minor={bet.profit} />,
    },
    {
      key: 'status',
      header: t({ id: 'member.records.col.status', message: 'Status' }),
      cell: (bet) => i18n._(betStatusLabels[bet.status]),
    },
  ]
  return (
    <>
      <Totals
        label={t({ id: 'member.records.totals', message: 'Totals for these dates' })}
        testId="bets-totals"
        items={[
          {
            key: 'count',
            label: t({ id: 'member.records.bets.count', message: 'Bets' }),
            value: format.count(data.totals.count),
          },
          {
            key: 'stake',
            label: t({ id: 'member.records.col.stake', message: 'Stake' }),
            value: format.money(data.totals.stake),
          },
          {
            key: 'payout',
            label: t({ id: 'member.records.col.payout', message: 'Payout' }),
            value: format.money(data.totals.payout),
          },
          {
            key: 'profit',
            label: t({ id: 'member.records.col.profit', message: 'Win/loss' }),
            value: <SignedMoney minor={data.totals.profit} />,
          },
        ]}
      />
      <DataTable
        caption={t({ id: 'member.bettingRecord', message: 'Betting record' })}
        columns={columns}
        rows={data.list}
        rowKey={(bet) => bet.id}
        testId="bets-table"
      />
      <Pager
        current={props.pageNo}
        totalPages={data.totalPages}
        onChange={props.onPage}
        labels={usePagerLabels()}
        testId="bets-pager"
      />
    </>
  )
}
