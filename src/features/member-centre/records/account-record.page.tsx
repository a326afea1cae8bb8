import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { type LedgerRow, useAccountRecordsQuery } from '@/api/wallet/get-records'
import { useFormatters } from '@/i18n/format'
import { useDateRangeLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { useSession } from '@/state/session.store'
import type { CentrePageProps } from '@/ui/centre-pages'
import { type Column, DataTable } from '@/ui/data-table'
import { DateRangeBar } from '@/ui/date-range-bar'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { PageHeader } from './components/page-header'
import { SignedMoney } from './components/signed-money'
import { useRecordRange } from './components/use-record-range'
import { ledgerKindLabels } from './labels'
import { isLedgerKind, ledgerKinds } from './lib/ledger-kinds'
import * as styles from './records.css'

const pageSize = 14

/**
 * Every movement of the member's wallet (spec §2.8 transactionHistory): deposits, withdrawals,
 * transfers, bets, wins, bonuses… by date range and type, signed, with the balance after each.
 */
export function AccountRecordPage({ openPage }: CentrePageProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const { account } = useSession()
  const { today, range, setRange, pageNo, setPageNo } = useRecordRange()
  const [kind, setKind] = useState('')
  const pagerLabels = usePagerLabels()
  const query = useAccountRecordsQuery(account, { ...range, kind, pageNo, pageSize })
  const labels = useQueryStateLabels(
    t({ id: 'member.records.ledger.empty', message: 'No account movements in these dates.' }),
  )
  return (
    <section className={styles.page} aria-labelledby="ledger-title" data-testid="account-record">
      <PageHeader
        id="ledger-title"
        title={t({ id: 'member.accountRecord', message: 'Account record' })}
        related={{ key: 'personalHistoryCopy', labelId: 'member.bettingRecord' }}
        openPage={openPage}
      />
      <DateRangeBar value={range} today={today} onChange={setRange} labels={useDateRangeLabels()}>
        <div className={styles.filters}>
          <label className={styles.fieldLabel} htmlFor={`${id}-kind`}>
            {t({ id: 'member.records.filter.type', message: 'Type' })}
            <select
              id={`${id}-kind`}
              className={styles.select}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value)
                setPageNo(1)
              }}
              data-testid="ledger-kind"
            >
              <option value="">{t({ id: 'member.records.filter.all', message: 'All' })}</option>
              {ledgerKinds.map((value) => (
                <option key={value} value={value}>
                  {i18n._(ledgerKindLabels[value])}
                </option>
              ))}
            </select>
          </label>
        </div>
      </DateRangeBar>
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="ledger"
      >
        {(data) => (
          <>
            <LedgerTable rows={data.list} />
            <Pager
              current={pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              labels={pagerLabels}
              testId="ledger-pager"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}

function LedgerTable(props: { rows: LedgerRow[] }) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const columns: Column<LedgerRow>[] = [
    {
      key: 'time',
      header: t({ id: 'member.records.col.time', message: 'Time' }),
      cell: (row) => format.dateTime(row.time),
    },
    {
      key: 'kind',
      header: t({ id: 'member.records.filter.type', message: 'Type' }),
      cell: (row) => (isLedgerKind(row.kind) ? i18n._(ledgerKindLabels[row.kind]) : row.kind),
    },
    {
      key: 'amount',
      header: t({ id: 'member.records.col.amount', message: 'Amount' }),
      align: 'end',
      cell: (row) => <SignedMoney minor={row.amount} />,
    },
    {
      key: 'balance',
      header: t({ id: 'member.records.col.balanceAfter', message: 'Balance after' }),
      align: 'end',
      cell: (row) => format.money(row.balanceAfter),
    },
  ]
  return (
    <DataTable
      caption={t({ id: 'member.accountRecord', message: 'Account record' })}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      testId="ledger-table"
    />
  )
}
