import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { mallItemsQueryOptions, type MallItem } from '@/api/points/get-items'
import type { RedeemOrder } from '@/api/points/get-redeemed'
import { useFormatters } from '@/i18n/format'
import { passLoginCheck } from '@/state/login-check'
import { FormError } from '@/ui/form-error'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import * as styles from '../point-mall.css'
import { RedeemDialog } from './redeem-dialog'

/**
 * The mall's items with what each needs; Redeem runs the login check, refuses plainly when the
 * member's points fall short, and otherwise opens the redeem dialog.
 */
export function MallItems(props: {
  points: number | null
  onRedeemed: (order: RedeemOrder) => void
}) {
  const { points, onRedeemed } = props
  const { t } = useLingui()
  const format = useFormatters()
  const query = useQuery(mallItemsQueryOptions())
  const [redeeming, setRedeeming] = useState<MallItem | null>(null)
  const [shortOf, setShortOf] = useState<{ id: string; message: string } | null>(null)
  const labels = useQueryStateLabels(
    t({ id: 'pointMall.items.empty', message: 'The mall has no items right now.' }),
    {
      loading: t({ id: 'pointMall.items.loading', message: 'Loading the mall…' }),
      error: t({ id: 'pointMall.items.error', message: 'The mall could not be loaded.' }),
    },
  )
  const costOf = (item: MallItem) => {
    const required = item.pointsRequired
    const points = format.count(required)
    const amount = format.money(item.amountRequired ?? 0)
    const quantity = format.count(item.quantity)
    return {
      points: t({
        id: 'pointMall.pointsRequired',
        message: plural(required, { one: `${points} point`, other: `${points} points` }),
      }),
      amount: t({ id: 'pointMall.amountRequired', message: `Plus ${amount}` }),
      left: t({ id: 'pointMall.quantityLeft', message: `${quantity} left` }),
    }
  }
  const handleRedeem = (item: MallItem) => {
    setShortOf(null)
    if (!passLoginCheck()) return
    if (points !== null && points < item.pointsRequired) {
      const missing = format.count(item.pointsRequired - points)
      setShortOf({
        id: item.id,
        message: t({
          id: 'pointMall.notEnough',
          message: `Not enough points: you need ${missing} more.`,
        }),
      })
      return
    }
    setRedeeming(item)
  }
  return (
    <QueryState
      query={query}
      labels={labels}
      isEmpty={(data) => data.list.length === 0}
      testId="items"
    >
      {({ list }) => (
        <>
          <ul className={styles.items} data-testid="mall-items">
            {list.map((item) => (
              <li key={item.id} className={styles.item} data-testid="mall-item" data-id={item.id}>
                <img
                  className={styles.itemImage}
                  src={item.image}
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
                <h3 className={styles.itemName}>{item.name}</h3>
                <p className={styles.text} data-testid="item-points">
                  {costOf(item).points}
                </p>
                {item.amountRequired ? <p className={styles.muted}>{costOf(item).amount}</p> : null}
                <p className={styles.muted}>{costOf(item).left}</p>
                <span className={styles.status[item.status]}>
                  {item.status === 'available'
                    ? t({ id: 'pointMall.available', message: 'Available' })
                    : t({ id: 'pointMall.soldOut', message: 'Sold out' })}
                </span>
                <button
                  type="button"
                  className={`${ui.buttonPrimary} ${styles.disabledAware}`}
                  disabled={item.status !== 'available'}
                  data-testid="item-redeem"
                  onClick={() => handleRedeem(item)}
                >
                  {t({ id: 'pointMall.redeem', message: 'Redeem' })}
                </button>
                {shortOf?.id === item.id ? (
                  <FormError message={shortOf.message} testId="item-short" />
                ) : null}
              </li>
            ))}
          </ul>
          {redeeming ? (
            <RedeemDialog
              item={redeeming}
              onClose={() => setRedeeming(null)}
              onRedeemed={(order) => {
                setRedeeming(null)
                onRedeemed(order)
              }}
            />
          ) : null}
        </>
      )}
    </QueryState>
  )
}
