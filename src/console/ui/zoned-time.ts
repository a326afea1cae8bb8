/**
 * Wall-clock times in a merchant's zone, as a `datetime-local` input writes them
 * (`YYYY-MM-DDTHH:mm`, or with `:ss`), and the instants they name: an operator plans in the merchant's time,
 * whatever the zone of the browser.
 */

const wallClock = (zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
function wallMs(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    wallClock(zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
}

/** An instant as the zone's wall clock, for a `datetime-local` input (seconds when not 0). */
export function toZoneInput(iso: string, zone: string): string {
  const ms = Date.parse(iso)
  const wall = new Date(wallMs(ms - (ms % 1000), zone)).toISOString()
  return wall.slice(17, 19) === '00' ? wall.slice(0, 16) : wall.slice(0, 19)
}

/**
 * The instant (ISO, UTC) a wall-clock time of the zone names, or null when the text is no time. A
 * time the zone skips (a daylight-saving gap) is read with the offset in force before it.
 */
export function fromZoneInput(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  if (!Number.isFinite(wall)) return null
  // The zone's offset near that time, then once more at the instant found (it may cross a change).
  const first = wall - (wallMs(wall, zone) - wall)
  const instant = wall - (wallMs(first, zone) - first)
  return new Date(instant).toISOString()
}
