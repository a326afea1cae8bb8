import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { VendorCategory } from '@/api/games/get-vendors'
import { gameTypeLabel } from '../labels'
import * as styles from '../records.css'

/**
 * The betting record's category and vendor filters. The vendors follow the chosen category; with
 * no category every vendor is listed. While the vendor list loads, the filters wait disabled.
 */
export function BetFilters(props: {
  categories: readonly VendorCategory[] | undefined
  gameType: string
  vendor: string
  onChange: (filters: { gameType: string; vendor: string }) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const { categories = [], gameType, vendor, onChange } = props
  const vendors = categories
    .filter((category) => !gameType || category.gameType === gameType)
    .flatMap((category) => category.cards)
  const isDisabled = props.categories === undefined
  return (
    <>
      <label className={styles.fieldLabel} htmlFor={`${id}-type`}>
        {t({ id: 'member.records.filter.category', message: 'Game category' })}
        <select
          id={`${id}-type`}
          className={styles.select}
          value={gameType}
          disabled={isDisabled}
          onChange={(event) => onChange({ gameType: event.target.value, vendor: '' })}
          data-testid="bets-game-type"
        >
          <option value="">{t({ id: 'member.records.filter.all', message: 'All' })}</option>
          {categories.map((category) => (
            <option key={category.gameType} value={category.gameType}>
              {i18n._(gameTypeLabel(category.gameType))}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.fieldLabel} htmlFor={`${id}-vendor`}>
        {t({ id: 'member.records.filter.vendor', message: 'Provider' })}
        <select
          id={`${id}-vendor`}
          className={styles.select}
          value={vendor}
          disabled={isDisabled}
          onChange={(event) => onChange({ gameType, vendor: event.target.value })}
          data-testid="bets-vendor"
        >
          <option value="">{t({ id: 'member.records.filter.all', message: 'All' })}</option>
          {vendors.map((card) => (
            <option key={card.vassalage} value={card.vassalage}>
              {card.displayName}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
