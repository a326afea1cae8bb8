import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { accountQueries } from '@/api/account-queries'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import { useBanksQuery } from '../money/api/get-banks'
import * as styles from '../money/money.css'
import { useProfileQuery } from './api/get-profile'
import { AccountSummary } from './components/account-summary'
import { AvatarNickname } from './components/avatar-nickname'
import { Bindings } from './components/bindings'
import { PaymentPasswordForm } from './components/payment-password-form'
import { ProfileForm } from './components/profile-form'

/** My account (securityCenter): details, avatar and nickname, profile labels, bindings, passwords. */
export function SecurityCenterPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const info = useQuery(accountQueries.memberInfo)
  const profile = useProfileQuery()
  const banks = useBanksQuery()
  const labels = useQueryStateLabels('')
  const both = {
    ...profile,
    isPending: profile.isPending || info.isPending,
    isError: profile.isError || info.isError,
    error: profile.error ?? info.error,
    data: profile.data && info.data ? { profile: profile.data, info: info.data } : undefined,
    refetch: () => Promise.all([profile.refetch(), info.refetch()]),
  }
  return (
    <section className={styles.page} data-testid="security-center">
      <h2 className={styles.title}>{t({ id: 'member.securityCenter', message: 'My account' })}</h2>
      <QueryState query={both} labels={labels} testId="security">
        {(data) => (
          <>
            <AccountSummary info={data.info} profile={data.profile} />
            <AvatarNickname profile={data.profile} />
            <ProfileForm labels={data.profile.profile} />
            <Bindings profile={data.profile} />
          </>
        )}
      </QueryState>
      <QueryState query={banks} labels={labels} testId="security-banks">
        {(data) => (
          <PaymentPasswordForm
            isSet={data.paymentPasswordSet}
            onWithdraw={() => openPage('withdraw')}
          />
        )}
      </QueryState>
    </section>
  )
}
