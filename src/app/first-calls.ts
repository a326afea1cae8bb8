import { queryString } from '@/api/call-path'
import { callPath, type ReadId } from '@/api/catalogue.gen'
import { noticeQuery } from '@/api/content/notice-query'
import { bannerGroupFor, normalPath, tickerPaths } from '@/features/home/banners/banner-groups'

/** A call a page's first screen makes: its id and its request (path and query) as sent. */
export interface FirstCall {
  id: ReadId
  request: string
}

const firstCall = (id: ReadId, input?: object): FirstCall => ({
  id,
  request: `${callPath(id)}${queryString(input)}`,
})

/**
 * The calls a page's first render waits for, which the server answers in its shell
 * (server/first-answers.ts): the system status (which decides whether the site shows), the menu
 * switches (a signed-out header's login reads them) and, where the route shows the banner region,
 * its notices and its path's banners. The boot asks for the same (src/main.tsx,
 * boot-prefetch.ts); the calls of the page's screen load through its route.
 */
export function firstCalls(
  pathname: string,
  regions: readonly string[],
  language: string,
): FirstCall[] {
  const calls = [firstCall('system.status'), firstCall('system.menu')]
  if (!regions.includes('banner')) return calls
  const path = normalPath(pathname)
  if (tickerPaths.has(path)) calls.push(firstCall('content.notices', { ...noticeQuery, language }))
  const group = bannerGroupFor(path)
  if (group) calls.push(firstCall('content.banners', { group }))
  return calls
}
