import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Labels of the categories the platform uses; an unknown category shows its own name. */
export const categoryLabels: Record<string, MessageDescriptor> = {
  all: msg({ id: 'promotions.category.all', message: 'All' }),
  new: msg({ id: 'promotions.category.new', message: 'New members' }),
  slots: msg({ id: 'promotions.category.slots', message: 'Slots' }),
  live: msg({ id: 'promotions.category.live', message: 'Live casino' }),
  sports: msg({ id: 'promotions.category.sports', message: 'Sports' }),
  lucky: msg({ id: 'promotions.category.lucky', message: 'Lucky draw' }),
}
