import { useLingui } from '@lingui/react/macro'
import type { PromotionDetail } from '@/api/content/get-promotion'
import { useFormatters } from '@/i18n/format'
import * as styles from '../promotions.css'

/** A raffle as content.promotion answers it for a raffle promotion. */
export type Raffle = NonNullable<PromotionDetail['raffle']>

/** What a draw of the raffle may give, with a prize that is all given out marked. */
export function RafflePrizes(props: { prizes: Raffle['prizes'] }) {
  const { t } = useLingui()
  const format = useFormatters()
  if (!props.prizes.length)
    return (
      <p className={styles.muted} data-testid="raffle-prizes-empty">
        {t({
          id: 'promotions.raffle.noPrizes',
          message: 'No prizes are listed for this draw yet.',
        })}
      </p>
    )
  return (
    <ul className={styles.raffleList} data-testid="raffle-prizes">
      {props.prizes.map((prize) => (
        <li key={prize.id} className={styles.raffleItem} data-in-stock={prize.inStock}>
          <span>{prize.name}</span>
          <span>
            {prize.amount > 0
              ? format.money(prize.amount)
              : t({ id: 'promotions.raffle.noPrizeAmount', message: 'No prize' })}
            {prize.inStock
              ? null
              : ` · ${t({ id: 'promotions.raffle.givenOut', message: 'All given out' })}`}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The member's latest draws in the raffle, newest first; the prize money is in the account record. */
export function RaffleDraws(props: { draws: Raffle['draws'] }) {
  const { t } = useLingui()
  const format = useFormatters()
  if (!props.draws.length)
    return (
      <p className={styles.muted} data-testid="raffle-draws-empty">
        {t({ id: 'promotions.raffle.noDraws', message: 'You have not drawn yet.' })}
      </p>
    )
  return (
    <ul className={styles.raffleList} data-testid="raffle-draws">
      {props.draws.map((draw) => (
        <li key={draw.id} className={styles.raffleItem} data-testid="raffle-draw-row">
          <span>
            <time dateTime={draw.time}>{format.dateTime(draw.time)}</time> · {draw.prizeName}
          </span>
          <span data-amount={draw.amount}>
            {draw.amount > 0
              ? `+${format.money(draw.amount)}`
              : t({ id: 'promotions.raffle.noPrizeAmount', message: 'No prize' })}
          </span>
        </li>
      ))}
    </ul>
  )
}
