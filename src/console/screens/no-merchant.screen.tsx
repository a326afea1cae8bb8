import { useLingui } from '@lingui/react/macro'
import * as styles from '../ui/console.css'

/** An operator who holds no merchant yet. */
export function NoMerchant() {
  const { t } = useLingui()
  return (
    <main className={styles.narrow}>
      <p className={styles.card}>
        {t({
          id: 'console.noMerchant',
          message: 'You hold no merchant yet. Ask an owner to give you a role.',
        })}
      </p>
    </main>
  )
}
