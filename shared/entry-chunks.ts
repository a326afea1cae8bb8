/**
 * The chunks both entries (the portal's and the console's) import statically: Rolldown's runtime,
 * the data layer and React's renderer (vite.config.ts manualChunks). Any lazy chunk runs after an
 * entry, so these are loaded by then: an import's preload list leaves them out (vite.config.ts
 * modulePreload), where naming them again in each of the entry's forty lists cost its first screen
 * bytes for nothing. `npm run build` checks that each entry still imports them (check-build.ts).
 */
export const chunksOfEveryEntry = ['rolldown-runtime', 'data', 'react-dom'] as const

/** The characters of hash in a built file's name (vite.config.ts output file names). */
export const hashLength = 7

// The hash exactly: `data-table-eiJbXhW.js` is another chunk, whose name only starts alike.
const chunkFile = new RegExp(
  `^assets/(${chunksOfEveryEntry.join('|')})-[\\w-]{${hashLength}}\\.js$`,
)

/** Which of the chunks every entry loads a built file is (`assets/data-DS88m0f.js`: `data`), if any. */
export const chunkOfEveryEntry = (file: string) =>
  chunkFile.exec(file)?.[1] as (typeof chunksOfEveryEntry)[number] | undefined
