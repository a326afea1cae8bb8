import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { playerPartQueryOptions } from '../../api/players'
import type { CallInput } from '../../api/types.gen'
import { useMerchant } from '../../app/merchant-context'
import { ErrorNote, Loading } from '../../ui/status'
import * as styles from '../../ui/console.css'
import { useMerchantFormat } from '../finance/merchant-format'
import * as own from '../finance/operations.css'
import { DayRangeFields, formText, PagedTable } from '../finance/parts'
import { useAccountTypeName } from './names'

const pageSize = 20

/** A range of the merchant's days, both ends optional. */
interface Days {
  startDate?: string
  endDate?: string
}

/** From and to days of the merchant, applied on Show. */
function DaysForm({ onDays }: { onDays: (days: Days) => void }) {
  const { t } = useLingui()
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    onDays({ startDate: formText(form, 'startDate'), endDate: formText(form, 'endDate') })
  }
  return (
    <form className={styles.filters} onSubmit={handleSubmit}>
      <DayRangeFields />
      <div className={styles.field}>
        <button className={styles.button} type="submit">
          {t({ id: 'console.player.show', message: 'Show' })}
        </button>
      </div>
    </form>
  )
}

/** A player's part read over a range of the merchant's days: its answer, its days form, its pager. */
function useDatedPart<I extends 'players.ledger' | 'players.bets'>(accountId: string, id: I) {
  const { merchant } = useMerchant()
  const [query, setQuery] = useState<Days & { accountId: string; page: number; pageSize: number }>({
    accountId,
    page: 1,
    pageSize,
  })
  const answer = useQuery(playerPartQueryOptions(merchant.id, id, query as CallInput<I>))
  return {
    answer,
    daysForm: <DaysForm onDays={(days) => setQuery({ ...query, ...days, page: 1 })} />,
    onPage: (page: number) => setQuery({ ...query, page }),
  }
}

/** The player's ledger: every balance change, newest first. */
export function LedgerPart({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const format = useMerchantFormat()
  const zone = format.zone
  const ledger = useDatedPart(accountId, 'players.ledger')
  return (
    <>
      {ledger.daysForm}
      <PagedTable
        query={ledger.answer}
        testId="ledger-table"
        label={t({ id: 'console.player.ledger', message: 'Ledger' })}
        empty={t({ id: 'console.player.noLedger', message: 'No balance change in this range.' })}
        head={
          <tr>
            <th>{t({ id: 'console.player.when', message: `When (${zone})` })}</th>
            <th>{t({ id: 'console.player.kind', message: 'Kind' })}</th>
            <th className={own.amount}>{t({ id: 'console.finance.amount', message: 'Amount' })}</th>
            <th className={own.amount}>
              {t({ id: 'console.player.balanceAfter', message: 'Balance after' })}
            </th>
            <th>{t({ id: 'console.player.reference', message: 'Reference' })}</th>
          </tr>
        }
        row={(entry) => (
          <tr key={entry.ledgerId}>
            <td>{format.when(entry.createdAt)}</td>
            <td>{entry.kind}</td>
            <td className={own.amount}>{format.money(entry.amount)}</td>
            <td className={own.amount}>{format.money(entry.balanceAfter)}</td>
            <td>{entry.reference}</td>
          </tr>
        )}
        onPage={ledger.onPage}
      />
    </>
  )
}

/** The player's bets, newest first. */
export function BetsPart({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const format = useMerchantFormat()
  const zone = format.zone
  const bets = useDatedPart(accountId, 'players.bets')
  return (
    <>
      {bets.daysForm}
      <PagedTable
        query={bets.answer}
        testId="bets-table"
        label={t({ id: 'console.player.bets', message: 'Bets' })}
        empty={t({ id: 'console.player.noBets', message: 'No bet in this range.' })}
        head={
          <tr>
            <th>{t({ id: 'console.player.when', message: `When (${zone})` })}</th>
            <th>{t({ id: 'console.player.game', message: 'Game' })}</th>
            <th className={own.amount}>{t({ id: 'console.player.stake', message: 'Stake' })}</th>
            <th className={own.amount}>
              {t({ id: 'console.player.payout', message: 'Paid back' })}
            </th>
            <th>{t({ id: 'console.finance.status', message: 'Status' })}</th>
          </tr>
        }
        row={(bet) => (
          <tr key={bet.betId}>
            <td>{format.when(bet.createdAt)}</td>
            <td>
              {bet.vendor} · {bet.gameCode} <span className={styles.muted}>({bet.gameType})</span>
            </td>
            <td className={own.amount}>{format.money(bet.stake)}</td>
            <td className={own.amount}>{format.money(bet.payout)}</td>
            <td>{bet.status}</td>
          </tr>
        )}
        onPage={bets.onPage}
      />
    </>
  )
}

/** Where and when the player signed in. */
export function SignInsPart({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const zone = format.zone
  const [page, setPage] = useState(1)
  const signIns = useQuery(
    playerPartQueryOptions(merchant.id, 'players.signIns', { accountId, page, pageSize }),
  )
  return (
    <PagedTable
      query={signIns}
      testId="sign-ins-table"
      label={t({ id: 'console.player.signIns', message: 'Sign-in history' })}
      empty={t({ id: 'console.player.noSignIns', message: 'No sign-in yet.' })}
      head={
        <tr>
          <th>{t({ id: 'console.player.when', message: `When (${zone})` })}</th>
          <th>{t({ id: 'console.player.address', message: 'Address' })}</th>
        </tr>
      }
      row={(signIn, index) => (
        <tr key={`${signIn.at}-${index}`}>
          <td>{format.when(signIn.at)}</td>
          <td>{signIn.ip ?? '—'}</td>
        </tr>
      )}
      onPage={setPage}
    />
  )
}

/** The account's uplines, its team by level, and its direct downlines. */
export function TreePart({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const typeName = useAccountTypeName()
  const [page, setPage] = useState(1)
  const tree = useQuery(
    playerPartQueryOptions(merchant.id, 'players.tree', { accountId, page, pageSize }),
  )
  const merchantId = String(merchant.id)
  const link = (id: string, name: string) => (
    <Link to="/m/$merchantId/players/$accountId" params={{ merchantId, accountId: id }}>
      {name}
    </Link>
  )
  if (tree.isPending) return <Loading />
  if (tree.isError) return <ErrorNote error={tree.error} />
  const teamSize = format.count(tree.data.teamSize)
  return (
    <>
      <p>
        <strong>{t({ id: 'console.player.uplines', message: 'Uplines' })}: </strong>
        {tree.data.uplines.length === 0
          ? t({ id: 'console.player.noUpline', message: 'none (top of the tree)' })
          : tree.data.uplines.map((upline, index) => (
              <span key={upline.accountId}>
                {index > 0 && ' › '}
                {link(upline.accountId, upline.username)}
              </span>
            ))}
      </p>
      <p>
        {t({ id: 'console.player.teamSize', message: `Team: ${teamSize}` })}
        {tree.data.levels.map((level) => (
          <span key={level.level} className={own.badge}>
            L{level.level}: {format.count(level.count)}
          </span>
        ))}
      </p>
      <PagedTable
        query={{ isPending: false, isError: false, error: null, data: tree.data.downlines }}
        testId="downlines-table"
        label={t({ id: 'console.player.tree', message: 'Agent tree' })}
        empty={t({ id: 'console.player.noDownlines', message: 'No direct downline.' })}
        head={
          <tr>
            <th>{t({ id: 'console.players.username', message: 'Username' })}</th>
            <th>{t({ id: 'console.players.type', message: 'Type' })}</th>
            <th>{t({ id: 'console.player.downlineTeam', message: 'Their team' })}</th>
            <th>{t({ id: 'console.players.joined', message: 'Joined' })}</th>
          </tr>
        }
        row={(downline) => (
          <tr key={downline.accountId}>
            <td>{link(downline.accountId, downline.username)}</td>
            <td>{typeName(downline.type)}</td>
            <td>{format.count(downline.teamSize)}</td>
            <td>{format.when(downline.createdAt)}</td>
          </tr>
        )}
        onPage={setPage}
      />
    </>
  )
}

/** The agent contracts the account is a party to, as upline or downline. */
export function ContractsPart({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const [page, setPage] = useState(1)
  const contracts = useQuery(
    playerPartQueryOptions(merchant.id, 'players.contracts', { accountId, page, pageSize }),
  )
  return (
    <PagedTable
      query={contracts}
      testId="contracts-table"
      label={t({ id: 'console.player.contracts', message: 'Contracts' })}
      empty={t({ id: 'console.player.noContracts', message: 'No contract.' })}
      head={
        <tr>
          <th>{t({ id: 'console.player.contractKind', message: 'Contract' })}</th>
          <th>{t({ id: 'console.player.parties', message: 'Upline › downline' })}</th>
          <th className={own.amount}>{t({ id: 'console.player.rate', message: 'Rate' })}</th>
          <th>{t({ id: 'console.finance.status', message: 'Status' })}</th>
          <th className={own.amount}>
            {t({ id: 'console.player.validBet', message: 'Valid bets' })}
          </th>
          <th>{t({ id: 'console.player.activeMembers', message: 'Active members' })}</th>
          <th>{t({ id: 'console.player.since', message: 'Since' })}</th>
        </tr>
      }
      row={(contract) => (
        <tr key={contract.contractId}>
          <td>
            {contract.kind}
            {contract.periodType ? ` · ${contract.periodType}` : ''}
          </td>
          <td>
            {contract.upline} › {contract.downline}
          </td>
          <td className={own.amount}>{contract.rate}</td>
          <td>
            {contract.status} <span className={styles.muted}>({contract.requestType})</span>
          </td>
          <td className={own.amount}>{format.money(contract.validBet)}</td>
          <td>{format.count(contract.activeMembers)}</td>
          <td>{format.when(contract.activatedAt ?? contract.createdAt)}</td>
        </tr>
      )}
      onPage={setPage}
    />
  )
}
