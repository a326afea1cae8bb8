import { useLingui } from '@lingui/react/macro'
import type { VnRegion } from '@/api/games/get-vn-menus'

/** The names of the regions and prize tiers the platform answers by key. */
export function useVnLabels() {
  const { t } = useLingui()
  const regions: Record<VnRegion, string> = {
    north: t({ id: 'lottery.region.north', message: 'North' }),
    central: t({ id: 'lottery.region.central', message: 'Central' }),
    south: t({ id: 'lottery.region.south', message: 'South' }),
  }
  const prizes: Record<string, string> = {
    special: t({ id: 'lottery.prize.special', message: 'Special prize' }),
    first: t({ id: 'lottery.prize.first', message: 'First prize' }),
    second: t({ id: 'lottery.prize.second', message: 'Second prize' }),
    third: t({ id: 'lottery.prize.third', message: 'Third prize' }),
    fourth: t({ id: 'lottery.prize.fourth', message: 'Fourth prize' }),
    fifth: t({ id: 'lottery.prize.fifth', message: 'Fifth prize' }),
    sixth: t({ id: 'lottery.prize.sixth', message: 'Sixth prize' }),
    seventh: t({ id: 'lottery.prize.seventh', message: 'Seventh prize' }),
    eighth: t({ id: 'lottery.prize.eighth', message: 'Eighth prize' }),
  }
  return {
    region: (region: VnRegion) => regions[region] ?? region,
    prize: (prize: string) => prizes[prize] ?? prize,
  }
}
