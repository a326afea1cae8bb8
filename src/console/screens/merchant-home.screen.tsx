import { useLingui } from '@lingui/react/macro'
import { useMerchant } from '../app/merchant-context'
import { useRoleName } from '../app/role-names'
import * as styles from '../ui/console.css'

/** A merchant's first page: which merchant, and the operator's role on it. */
export function MerchantHome() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const roleName = useRoleName()
  const role = roleName(merchant.role)
  return (
    <section className={styles.card}>
      <h1>{merchant.code}</h1>
      <p data-testid="role">{t({ id: 'console.home.role', message: `Your role: ${role}` })}</p>
    </section>
  )
}
