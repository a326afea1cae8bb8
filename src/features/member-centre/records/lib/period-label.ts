/**
 * Names a report period (yyyy-MM-dd day or week start, yyyy-MM month) in a language: short for the
 * chart's axis ("24 Nov", "Nov 2026"), long for the table ("24 Nov 2026"). The period is a
 * calendar date, so it is formatted in UTC to keep its day whatever the visitor's zone.
 */
export function periodLabeller(
  bcp47: string,
  groupBy: 'day' | 'week' | 'month',
  length: 'short' | 'long',
): (period: string) => string {
  const locale = `${bcp47}-u-nu-latn-ca-gregory`
  const options: Intl.DateTimeFormatOptions =
    groupBy === 'month'
      ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
      : length === 'short'
        ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
        : { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }
  const format = new Intl.DateTimeFormat(locale, options)
  return (period) =>
    format.format(new Date(`${period.length === 7 ? `${period}-01` : period}T00:00:00Z`))
}
