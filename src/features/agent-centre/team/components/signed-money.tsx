import { useFormatters } from '@/i18n/format'
import * as styles from '../team.css'

/** An amount that can be a gain or a loss, coloured by its sign (the sign is also in the text). */
export function SignedMoney(props: { value: number }) {
  const format = useFormatters()
  const className =
    props.value > 0 ? styles.positive : props.value < 0 ? styles.negative : undefined
  return <span className={className}>{format.money(props.value)}</span>
}
