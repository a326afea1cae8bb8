import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { isRetryable, refusalMessage } from '@/api/errors'
import { useRafflePromotionMutation, type RaffleDraw } from '@/api/content/raffle-promotion'
import type { PromotionStatus } from '@/api/content/get-promotions'
import { useFormatters } from '@/i18n/format'
import { passLoginCheck } from '@/state/login-check'
import { useSession } from '@/state/session.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { newRequestId } from '../lib/raffle'
import * as styles from '../promotions.css'
import { RaffleDraws, RafflePrizes, type Raffle } from './raffle-prizes'

/** The rule of a raffle in words: free draws a day, one more per qualifying deposit, the limit. */
function RaffleRule(props: { raffle: Raffle }) {
  const { t } = useLingui()
  const format = useFormatters()
  const { freePerDay, depositPerChance, maxPerDay } = props.raffle
  const deposit = depositPerChance === null ? '' : format.money(depositPerChance)
  const parts = [
    t({
      id: 'promotions.raffle.free',
      message: plural(freePerDay, { one: '# free draw a day', other: '# free draws a day' }),
    }),
    depositPerChance === null
      ? null
      : t({
          id: 'promotions.raffle.perDeposit',
          message: `one more for each deposit of at least ${deposit}`,
        }),
    t({ id: 'promotions.raffle.max', message: `at most ${maxPerDay} a day` }),
  ]
  return (
    <p className={styles.text} data-testid="raffle-rule">
      {parts.filter(Boolean).join(' · ')}
    </p>
  )
}

/** What the last draw gave, announced: the prize and its money, or no prize; the draws left. */
function RaffleResult(props: { draw: RaffleDraw }) {
  const { t } = useLingui()
  const format = useFormatters()
  const { draw } = props
  const prize = draw.prize.name
  const amount = format.money(draw.amount)
  const left = draw.chancesLeft
  return (
    <div
      className={styles.raffleResult}
      role="status"
      data-testid="raffle-result"
      data-amount={draw.amount}
    >
      <strong>
        {draw.amount > 0
          ? t({ id: 'promotions.raffle.won', message: `You won the ${prize}: ${amount}` })
          : t({
              id: 'promotions.raffle.lost',
              message: 'No prize this time. Better luck next draw!',
            })}
      </strong>
      <span>
        {draw.amount > 0
          ? t({
              id: 'promotions.raffle.credited',
              message: 'It is in your main wallet and your account record.',
            })
          : null}{' '}
        {t({ id: 'promotions.raffle.left', message: `Draws left today: ${left}` })}
      </span>
    </div>
  )
}

/**
 * The raffle of a promotion (spec §7): its rule and prizes, the member's draws left today, the
 * Draw button (the platform draws the prize), what the draw gave, and the member's latest draws.
 * One press is one request id, kept while the outcome is unknown (a network failure), so that
 * trying again cannot draw twice.
 */
export function RafflePanel(props: { id: string; status: PromotionStatus; raffle: Raffle }) {
  const { id, status, raffle } = props
  const { t } = useLingui()
  const format = useFormatters()
  const headingId = useId()
  const { token } = useSession()
  const draw = useRafflePromotionMutation()
  const [requestId, setRequestId] = useState(newRequestId)
  const [result, setResult] = useState<RaffleDraw | null>(null)
  const isOpen = status === 'join' || status === 'joined'
  const left = token ? raffle.chancesLeft : null
  const handleDraw = () => {
    if (!passLoginCheck()) return
    setResult(null)
    draw.mutate(
      { id, requestId },
      {
        onSuccess: (answer) => {
          setResult(answer)
          setRequestId(newRequestId())
        },
        onError: (error) => {
          if (!isRetryable(error)) setRequestId(newRequestId())
        },
      },
    )
  }
  const deposit = raffle.depositPerChance === null ? '' : format.money(raffle.depositPerChance)
  const nextDraw =
    raffle.depositPerChance === null
      ? t({ id: 'promotions.raffle.tomorrow', message: 'No draws left today. Come back tomorrow.' })
      : t({
          id: 'promotions.raffle.depositForMore',
          message: `No draws left today. Deposit at least ${deposit} for another draw, or come back tomorrow.`,
        })
  return (
    <section className={styles.raffle} aria-labelledby={headingId} data-testid="raffle">
      <h2 id={headingId} className={styles.raffleTitle}>
        {t({ id: 'promotions.raffle.title', message: 'Lucky draw' })}
      </h2>
      <RaffleRule raffle={raffle} />
      <div className={styles.row}>
        {left === null ? (
          <p className={styles.muted} data-testid="raffle-sign-in">
            {t({ id: 'promotions.raffle.signIn', message: 'Sign in to draw.' })}
          </p>
        ) : (
          <p className={styles.text} data-testid="raffle-chances" data-left={left}>
            {t({ id: 'promotions.raffle.left', message: `Draws left today: ${left}` })}
          </p>
        )}
        <button
          type="button"
          className={`${ui.buttonPrimary} ${styles.disabledAware}`}
          data-testid="raffle-draw"
          aria-busy={draw.isPending}
          disabled={draw.isPending || !isOpen || left === 0}
          onClick={handleDraw}
        >
          {draw.isPending
            ? t({ id: 'promotions.raffle.drawing', message: 'Drawing…' })
            : t({ id: 'promotions.action.draw', message: 'Draw' })}
        </button>
      </div>
      {left === 0 && isOpen && !result ? (
        <p className={styles.muted} data-testid="raffle-none-left">
          {nextDraw}
        </p>
      ) : null}
      <FormError
        message={
          draw.error
            ? refusalMessage(
                draw.error,
                t({
                  id: 'promotions.raffle.error',
                  message: 'The draw could not be made. Please try again.',
                }),
              )
            : ''
        }
        testId="raffle-error"
      />
      {result ? <RaffleResult draw={result} /> : null}
      <h3 className={styles.raffleSubtitle}>
        {t({ id: 'promotions.raffle.prizes', message: 'Prizes' })}
      </h3>
      <RafflePrizes prizes={raffle.prizes} />
      {token ? (
        <>
          <h3 className={styles.raffleSubtitle}>
            {t({ id: 'promotions.raffle.myDraws', message: 'My draws' })}
          </h3>
          <RaffleDraws draws={raffle.draws} />
        </>
      ) : null}
    </section>
  )
}
