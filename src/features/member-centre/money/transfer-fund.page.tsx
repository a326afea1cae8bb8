import { useLingui } from '@lingui/react/macro'
import { useVendorName } from '@/api/games/get-vendors'
import { useAllInMutation } from '@/api/wallet/all-in'
import { useVendorWalletsQuery, type VendorWallets } from '@/api/wallet/get-vendors'
import { useFormatters } from '@/i18n/format'
import { useErrorReason, useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { DataTable } from '@/ui/data-table'
import { FormError } from '@/ui/form-error'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import { VendorTransferForm } from './components/vendor-transfer-form'
import * as styles from './money.css'

/** My wallet (transferFund): the main wallet, the vendor wallets, transfers, refresh and all-in. */
export function TransferFundPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const wallets = useVendorWalletsQuery()
  const labels = useQueryStateLabels('')
  return (
    <section className={styles.page} data-testid="transfer-fund">
      <h2 className={styles.title}>{t({ id: 'member.transferFund', message: 'My wallet' })}</h2>
      <QueryState query={wallets} labels={labels} testId="wallets">
        {(data) => (
          <>
            <WalletsCard
              wallets={data}
              isRefreshing={wallets.isFetching}
              onRefresh={() => void wallets.refetch()}
              onDeposit={() => openPage('depositv2')}
            />
            {data.vendors.length ? (
              <VendorTransferForm wallets={data} />
            ) : (
              <p className={styles.muted}>
                {t({ id: 'member.wallet.noVendors', message: 'There are no game wallets.' })}
              </p>
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}

function WalletsCard(props: {
  onDeposit: () => void
  wallets: VendorWallets
  isRefreshing: boolean
  onRefresh: () => void
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const allIn = useAllInMutation()
  const reason = useErrorReason()
  const vendorName = useVendorName()
  const { wallets } = props
  const inVendors = wallets.vendors.reduce((sum, w) => sum + w.balance, 0)
  return (
    <div className={styles.card}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.wallet.main', message: 'Main wallet' })}
          </dt>
          <dd className={styles.figure} data-testid="wallet-main">
            {format.money(wallets.main)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.wallet.inGames', message: 'In game wallets' })}
          </dt>
          <dd className={styles.figure} data-testid="wallet-in-games">
            {format.money(inVendors)}
          </dd>
        </div>
      </dl>
      <div className={styles.row}>
        <button
          type="button"
          className={ui.button}
          disabled={props.isRefreshing}
          onClick={props.onRefresh}
          data-testid="wallet-refresh"
        >
          {t({ id: 'member.money.refresh', message: 'Refresh' })}
        </button>
        <button type="button" className={ui.button} onClick={props.onDeposit}>
          {t({ id: 'member.deposit', message: 'Deposit' })}
        </button>
        <button
          type="button"
          className={ui.buttonPrimary}
          disabled={allIn.isPending || inVendors === 0}
          onClick={() => allIn.mutate()}
          data-testid="wallet-all-in"
        >
          {t({ id: 'member.wallet.allIn', message: 'All in to main wallet' })}
        </button>
      </div>
      <FormError message={allIn.error ? reason(allIn.error) : ''} testId="wallet-all-in-error" />
      <DataTable
        caption={t({ id: 'member.wallet.vendors', message: 'Game wallets' })}
        testId="wallet-vendors"
        rows={wallets.vendors}
        rowKey={(w) => w.vendor}
        columns={[
          {
            key: 'vendor',
            header: t({ id: 'member.wallet.vendor', message: 'Game wallet' }),
            cell: (w) => vendorName(w.vendor),
          },
          {
            key: 'balance',
            header: t({ id: 'member.money.balance', message: 'Balance' }),
            align: 'end',
            cell: (w) => format.money(w.balance),
          },
        ]}
      />
    </div>
  )
}
