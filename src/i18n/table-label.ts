import type { I18n } from '@lingui/core'

/**
 * The text of a message id that a table in schemas/ names: a route's title, a menu's or a centre
 * page's label. Their source text is in table-messages.ts, where `npm run i18n:extract` reads it;
 * every compiled catalog holds every id (a missing translation falls back to English), so the id
 * alone finds the text, and that table of a hundred descriptors stays out of the first visit's code
 * (0.9 KB gzip).
 */
export const tableLabel = (i18n: I18n, id: string) => i18n._({ id })
