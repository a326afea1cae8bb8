/**
 * Brings an item of a row that scrolls sideways (tabs, the category bar on a phone) into view,
 * centred in the row, when any part of it is outside: the row alone scrolls (scrollIntoView would
 * scroll the page as well).
 */
export function revealInRow(item: Element, row: Element): void {
  const box = row.getBoundingClientRect()
  const place = item.getBoundingClientRect()
  if (place.left >= box.left && place.right <= box.right) return
  row.scrollLeft += place.left - box.left - (box.width - place.width) / 2
}
