const pad = (value: string, length = 2) => value.padStart(length, '0')

/**
 * A notice's start time as yyyy-MM-dd HH:mm:ss (spec §2.3). The platform states startDateStr in its
 * own zone, so the fields are kept as they come (no zone conversion); a date without seconds gets
 * :00, a date alone 00:00:00. Anything that is not a date answers ''.
 */
export function formatNoticeTime(startDateStr: string): string {
  const match =
    /^\s*(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?/.exec(
      startDateStr,
    )
  if (!match) return ''
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match
  const [m, d, h, min, s] = [month, day, hour, minute, second].map(Number) as number[]
  if (m! < 1 || m! > 12 || d! < 1 || d! > 31 || h! > 23 || min! > 59 || s! > 59) return ''
  return `${year}-${pad(month!)}-${pad(day!)} ${pad(hour)}:${pad(minute)}:${pad(second)}`
}
