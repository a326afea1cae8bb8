import { store, useSnapshot } from '@/lib/store'
import { getMemberInfo } from '@/api/member/get-info'
import { getPermission } from '@/api/system/get-permission'
import { pickServiceLink, serviceWindow } from '@/lib/customer-service'
import { session } from './session.store'

/** Why the last customer-service attempt showed a message instead of the chat; the app shows it. */
export const serviceNotice = store<{ reason: 'blocked' | 'unavailable' | null }>({ reason: null })

/** Dismisses the customer-service message. */
export function dismissServiceNotice() {
  serviceNotice.reason = null
}

/** The customer-service message in a component. */
export const useServiceNotice = () => useSnapshot(serviceNotice)

async function serviceLink(): Promise<string | null> {
  const [permission, rankLevel] = await Promise.all([
    getPermission(),
    session.token
      ? getMemberInfo().then(
          (info) => info.clubLabel?.rankLevel ?? null,
          () => null,
        )
      : Promise.resolve(null),
  ])
  return pickServiceLink(permission.info.customerService.version.pathList, rankLevel)
}

/** What openCustomerService did. */
export type ServiceOutcome = 'opened' | 'blocked' | 'unavailable'

/**
 * Opens customer service (spec §6, §8, §9). Call it straight from a click: the 440 x 500 window
 * opens before anything is awaited, so that no popup blocker stops it; then the link (the VIP one
 * above rank level 4) is fetched from the permission answer and the window goes there. A blocked
 * window, a failed call or no usable link closes the window and shows a message.
 */
export async function openCustomerService(): Promise<ServiceOutcome> {
  const { width, height } = serviceWindow
  const left = Math.max(0, Math.round((screen.availWidth - width) / 2))
  const top = Math.max(0, Math.round((screen.availHeight - height) / 2))
  const popup = window.open(
    '',
    '_blank',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
  if (!popup) {
    serviceNotice.reason = 'blocked'
    return 'blocked'
  }
  serviceNotice.reason = null
  try {
    const link = await serviceLink()
    if (!link) throw new Error('no customer-service link')
    if (popup.closed) return 'opened'
    // The chat page must not reach back into the portal.
    popup.opener = null
    popup.location.replace(link)
    return 'opened'
  } catch {
    popup.close()
    serviceNotice.reason = 'unavailable'
    return 'unavailable'
  }
}
