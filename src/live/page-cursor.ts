/**
 * Where the live events stood when the server sent this page: its `Server-Timing: live;desc=…`
 * (server/app.ts), which the server adds for a browser with a signed-in tab. Null for a visitor's
 * page, a server without the platform, or a browser that does not show the header to the page.
 *
 * The tab's query cache is the page's own (nothing is kept from an earlier page), so every answer
 * in it was read after this point: a stream that starts here replays whatever those answers may
 * have missed, and they need not be asked for again (hub.ts).
 */
export function pageCursor(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('navigation'),
): string | null {
  const timing = (entries[0] as PerformanceNavigationTiming | undefined)?.serverTiming
  const description = timing?.find((metric) => metric.name === 'live')?.description
  // A cursor as the platform writes it, "<xid>-<id>" (server/platform/events/outbox.ts).
  return description && /^\d{1,18}-\d{1,18}$/.test(description) ? description : null
}
