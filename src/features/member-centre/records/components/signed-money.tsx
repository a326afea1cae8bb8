import { useFormatters } from '@/i18n/format'
import { signedText, toneOf } from '../lib/signed'
import * as styles from '../records.css'

/** A signed amount: green with "+" for a gain, red with "-" for a loss, plain for zero. */
export function SignedMoney(props: { minor: number }) {
  const format = useFormatters()
  const tone = toneOf(props.minor)
  return (
    <span className={styles.tone[tone]} data-tone={tone}>
      {signedText(props.minor, format.money)}
    </span>
  )
}
