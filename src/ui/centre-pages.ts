import type { LazyPart } from './lazy-part'

/** What a centre gives each of its pages: a way to open another page of the same centre. */
export interface CentrePageProps {
  openPage: (key: string) => void
}

/** The pages of a centre by page key, each in its own chunk. A key without a part shows "not available". */
export type CentrePageParts = Partial<Record<string, LazyPart<CentrePageProps>>>
