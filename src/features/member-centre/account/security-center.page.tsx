import { useLingui } from '@lingui/react/macro'
import { useBanksQuery } from '@/api/finance/get-banks'
import { useMemberInfoQuery } from '@/api/member/get-info'
import { useProfileQuery } from '@/api/member/get-profile'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { combineQueries, QueryState } from '@/ui/query-state'
import * as styles from '../money/money.css'
import { AccountSummary } from './components/account-summary'
import { AvatarNickname } from './components/avatar-nickname'
import { Bindings } from './components/bindings'
import { PaymentPasswordForm } from './components/payment-password-form'
import { ProfileForm } from './components/profile-form'

/** My account (securityCenter): details, avatar and nickname, profile labels, bindings, passwords. */
export function SecurityCenterPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const info = useMemberInfoQuery()
  const profile = useProfileQuery()
  const banks = useBanksQuery()
  const labels = useQueryStateLabels('')
  const both = combineQueries({ profile, info })
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
