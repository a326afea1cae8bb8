import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { languageTable } from '@/i18n/languages'
import { formatCount } from '@/lib/money'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import * as ui from '@/ui/ui.css'
import { GameGrid } from './game-grid'
import { ListFooter } from './list-body'
import { ListFilters } from './list-filters'
import { activeFilters, FilterSheet } from './filter-sheet'
import { isPaged } from './list-state'
import { ListTypeTabs } from './list-type-tabs'
import { useCardActions } from './use-card-actions'
import { useGameListData } from './use-game-list-data'
import { useListPaging } from './use-list-paging'
import { useListState } from './use-list-state'
import { VendorTabs } from './vendor-tabs'
import * as styles from './game-list.css'

/**
 * The game-list screen of one category (spec §2.7): vendors, list types, filters, games.
 * Which list is in view lives in useListState, what the platform answers in useGameListData, the
 * infinite scroll in useListPaging. The controls sit in one compact sticky bar (filters behind a
 * toggle), so the first games are on the first screen; one paging model, the infinite scroll.
 */
export function GameList({
  gameType,
  title,
  renderVendorExtra,
}: {
  gameType: string
  title: string
  /** More of the chosen vendor under the vendor tabs (the PVP rooms). */
  renderVendorExtra?: (vendor: string) => ReactNode
}) {
  const { t } = useLingui()
  const { token, username } = useSession()
  const user = username ?? ''
  const list = useListState(!!token)
  const data = useGameListData(gameType, user, list)
  const paging = useListPaging(list, data)
  const card = useCardActions(user)
  const { state } = list
  const { paged } = data
  // Counts grouped as the language writes them ("10.001" in Vietnamese), with formatCount itself
  // as the filters' amounts are: useFormatters (src/i18n/format.ts) would bring its dates and
  // percentages to the list's first visit.
  const { language } = usePreferences()
  const bcp47 = languageTable[language].bcp47
  const total = data.total !== null ? formatCount(data.total, bcp47) : null
  const shownCount = formatCount(data.games.length, bcp47)
  return (
    <section className={styles.screen} data-testid="game-list" data-game-type={gameType}>
      <h1 className={styles.heading}>{title}</h1>
      {/* One compact bar that stays at the top while the games scroll: vendors, lists, filters. */}
      <div className={styles.controlBar} data-testid="list-controls">
        <VendorTabs
          vendors={data.vendors.data ?? []}
          selected={state.vendor}
          onSelect={list.selectVendor}
          isPending={data.vendors.isPending}
          isError={data.vendors.isError}
          onRetry={data.retryVendors}
        />
        <div className={styles.controlLine}>
          <ListTypeTabs
            selected={state.type}
            hasHot={(data.hot.data?.length ?? 0) > 0}
            isHotPending={data.hot.isPending}
            isSignedIn={!!token}
            onSelect={list.selectType}
          />
          {state.type === 'default' ? (
            <FilterSheet
              activeCount={activeFilters(state.filters, list.nameInput)}
              total={data.isShownLoaded ? total : null}
            >
              <ListFilters
                gameType={gameType}
                filters={state.filters}
                nameInput={list.nameInput}
                onClassify={list.selectClassify}
                onMinBet={list.selectMinBet}
                onName={list.setNameInput}
              />
            </FilterSheet>
          ) : null}
        </div>
      </div>
      {renderVendorExtra?.(state.vendor)}
      {/* The line keeps its height while loading, so the grid does not move when games arrive. */}
      <p className={styles.summary} data-testid={total !== null ? 'game-total' : undefined}>
        {state.type === 'default' && total !== null
          ? t({ id: 'games.total', message: `Games: ${total}` })
          : '\u00a0'}
      </p>
      <GameGrid
        games={data.games}
        status={data.status}
        onRetry={data.refetch}
        setSize={data.setSize}
        vendorNames={data.vendorNames}
        hotIds={data.hotIds}
        favouriteOf={card.favouriteOf}
        imageSrc={card.imageSrc}
        texts={card.texts}
        label={title}
        onLaunch={card.onLaunch}
        onToggleFavourite={card.onToggleFavourite}
        onRange={paging.onRange}
        footer={
          isPaged(state.type) ? (
            <ListFooter
              isFetching={paged.isFetchingNextPage}
              isError={paged.isFetchNextPageError}
              hasMore={!!paged.hasNextPage}
              onRetry={() => void paged.fetchNextPage()}
            />
          ) : null
        }
      />
      <span className={ui.visuallyHidden} aria-live="polite" data-testid="games-shown">
        {data.isShownLoaded
          ? // A label and its figure, as the total is, rather than a plural: Lingui formats a
            // plural's count with Intl.NumberFormat, whose first use in a page costs a phone some
            // 50 ms of main thread (src/lib/money.ts), and the list's first screen makes none.
            t({ id: 'games.shown', message: `Games shown: ${shownCount}` })
          : ''}
      </span>
    </section>
  )
}
