import { memo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatAmount } from '@/lib/money'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { languageTable } from '@/i18n/languages'
import { classifies, minBetOptions, type Classify, type ListFilters as Filters } from './list-state'
import * as styles from './game-list.css'

/** Spec §2.7: bingo (BG) is offered only where the brand supports the TY language. */
export const classifiesFor = (supported: readonly string[]): Classify[] =>
  classifies.filter((c) => c !== 'BG' || supported.includes('TY'))

/** The full list's filters: RNG sub-category, minimum bet and the name search. */
export const ListFilters = memo(function ListFilters(props: {
  gameType: string
  filters: Filters
  nameInput: string
  onClassify: (classify: Classify | null) => void
  onMinBet: (minBet: number | null) => void
  onName: (name: string) => void
}) {
  const { t } = useLingui()
  const brand = getBrand()
  const { language } = usePreferences()
  const { filters } = props
  const labels: Record<Classify, string> = {
    SC: t({ id: 'games.classify.SC', message: 'Scratch' }),
    VP: t({ id: 'games.classify.VP', message: 'Video poker' }),
    TG: t({ id: 'games.classify.TG', message: 'Table games' }),
    AC: t({ id: 'games.classify.AC', message: 'Arcade' }),
    JP: t({ id: 'games.classify.JP', message: 'Slot machines' }),
    BG: t({ id: 'games.classify.BG', message: 'Bingo' }),
  }
  const chip = (classify: Classify | null, label: string) => (
    <button
      key={classify ?? 'all'}
      type="button"
      className={styles.tab}
      aria-pressed={filters.classify === classify}
      onClick={() => props.onClassify(classify)}
      data-testid={`classify-${classify ?? 'all'}`}
    >
      {label}
    </button>
  )
  return (
    <div className={styles.filters} data-testid="game-filters">
      {props.gameType === 'RNG' ? (
        <fieldset className={styles.chips}>
          <legend className={styles.muted}>
            {t({ id: 'games.classify', message: 'Category' })}
          </legend>
          <div className={styles.chipRow}>
            {chip(null, t({ id: 'games.classify.all', message: 'All' }))}
            {classifiesFor(brand.languages.supported).map((c) => chip(c, labels[c]))}
          </div>
        </fieldset>
      ) : null}
      <label className={styles.field}>
        {t({ id: 'games.minBet', message: 'Minimum bet' })}
        <select
          className={styles.control}
          value={filters.minBet ?? ''}
          onChange={(event) =>
            props.onMinBet(event.target.value === '' ? null : Number(event.target.value))
          }
          data-testid="min-bet"
        >
          <option value="">{t({ id: 'games.minBet.all', message: 'All' })}</option>
          {minBetOptions.map((minor) => (
            <option key={minor} value={minor}>
              {formatAmount(minor, brand.currency, languageTable[language].bcp47)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t({ id: 'games.search', message: 'Game name' })}
        <input
          className={styles.search}
          type="search"
          value={props.nameInput}
          maxLength={60}
          placeholder={t({ id: 'games.search.placeholder', message: 'Search games' })}
          onChange={(event) => props.onName(event.target.value)}
          data-testid="game-search"
        />
      </label>
    </div>
  )
})
