/** Whether a message body is HTML (the platform sends plain text or simple HTML). */
export function isHtml(content: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(content)
}

/**
 * The page to show after a message is deleted: the same one, unless it was the last row of the
 * last page, then the one before.
 */
export function pageAfterDelete(pageNo: number, rowsOnPage: number, totalPages: number): number {
  if (rowsOnPage > 1 || pageNo < totalPages || pageNo === 1) return pageNo
  return pageNo - 1
}
