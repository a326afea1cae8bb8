import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The names players know the lottery play types by (a game's defaultPlayType): the digits of a
 * 2D to 5D draw, the lô of the Vietnamese draws (the last two digits of every prize), the stars of
 * a five-ball draw, the position of a racing draw, the any-position pick of 11 choose 5, the numbers
 * a keno player picks and the sum of a dice or three-ball draw.
 */
const playTypeLabels: Record<string, MessageDescriptor> = {
  '2D': msg({ id: 'lottery.playType.2D', message: '2D' }),
  '3D': msg({ id: 'lottery.playType.3D', message: '3D' }),
  '4D': msg({ id: 'lottery.playType.4D', message: '4D' }),
  '5D': msg({ id: 'lottery.playType.5D', message: '5D' }),
  LO2: msg({ id: 'lottery.playType.LO2', message: '2-digit lô' }),
  STAR5: msg({ id: 'lottery.playType.STAR5', message: '5 stars' }),
  POS: msg({ id: 'lottery.playType.POS', message: 'Position' }),
  ANY: msg({ id: 'lottery.playType.ANY', message: 'Any position' }),
  PICK: msg({ id: 'lottery.playType.PICK', message: 'Pick numbers' }),
  SUM: msg({ id: 'lottery.playType.SUM', message: 'Sum' }),
}

/** A play type's name; a code the portal does not know has none (a player never reads a code). */
export const playTypeLabel = (code: string | null | undefined): MessageDescriptor | null =>
  code && Object.hasOwn(playTypeLabels, code) ? playTypeLabels[code]! : null
