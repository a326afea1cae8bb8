/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { devBrandPlugin } from './scripts/lib/dev-brand-plugin.ts'
import { chunkOfEveryEntry, hashLength } from './shared/entry-chunks.ts'
import { precompressPlugin } from './shared/precompress.ts'
import { validatorChunkOf } from './shared/validator-chunks.ts'

// Lingui macros run through Babel, and only in files that import them.
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

// The transport (call() on fetch, its errors, the URL check) and TanStack Query, which every
// screen loads, in one chunk. Rolldown 1.2 will not merge a module that lazy chunks share into the
// entry when a common chunk of those lazy chunks needs it too (rolldown issue 10731): it split them
// into six small files, and a first visit weighed 146.3 KB gzip against 144.9 in one. The image
// origins hook, shared by Home's banners and the modals' ones, is such a module (0.3 KB less here
// than in a file of its own), and so are the stores' primitive and the storage helpers (0.5 KB in
// two files of their own). Query's mutation and infinite-list modules stay out: only lazy screens
// use them. The reads of Home's rows (hot, recent and favourite games, the game list), the member's
// query keys and the lottery types were seven files of 0.1 to 0.5 KB each, shared by Home and the
// lobbies: 0.8 KB gzip less on a first visit to Home in this chunk (0.4 KB more on nova's, whose
// Home asks for a sign-in first).
const inDataLayer = (id: string) =>
  (/node_modules\/@tanstack\/(react-query|query-core)\//.test(id) &&
    !/(mutation|infinite)[^/]*$/i.test(id)) ||
  /\/src\/(api\/(client|errors|system\/image-origins|member\/keys|games\/get-(game-list|recent-games|hot-games|favourite-games))|features\/games\/launch\/lottery-types|lib\/(safe-url|store|storage|storage-keys))\.ts$/.test(
    id,
  )

/**
 * Money's formatting (lib/money.ts): the header's balance, the jackpot, every row of figures. In the
 * shared chunk a first visit loads anyway, not a chunk of its own fetched beside it.
 */
const isMoneyFormat = (id: string) => /\/src\/lib\/money\.ts$/.test(id)

/**
 * The game card, its picture, its texts and the after-paint helper of the grids and rows that draw it: one
 * chunk. Home's rows and the game lists load them together; the lottery card's picture would
 * otherwise cut the card out of the helper's chunk into one of its own (0.17 KB gzip more on Home's
 * first screen, chunk wrapping and imports).
 */
const inGameCard = (id: string) =>
  /\/src\/(features\/games\/list\/(game-card|game-thumb|card-texts)\.tsx?|lib\/after-paint\.ts)$/.test(
    id,
  )

// Lingui and TanStack Router, which both entries (the portal and the console) load first: left to
// the bundler, modules two entries share become chunks of their own (two more files, 0.9 KB gzip
// more on the portal's first visit); in the data chunk they cost the portal 1.4 KB less than in its
// entry, and the console shares them. So do the route table and the links' rules (the console's
// editors reach them through the operator-HTML cleaning, src/config/operator-html.ts): in a chunk
// of their own they were 0.3 KB gzip more on every first visit to the portal, 0.1 KB more on the
// console's. A module both entries load first is listed here by hand. So are the class names of
// the shared styles a first screen loads (the site's controls, the lobbies' cards, which Home's
// live tables show): two files of their own of 0.3 and 0.1 KB gzip, 0.2 KB less in this one. The
// game card's too: the shell reaches them, and in the game card's chunk they made the entry load
// that chunk on every first visit.
const inBothEntries = (id: string) =>
  /node_modules\/(@lingui\/(core|react)|@tanstack\/(react-router|router-core|history|react-store|store))\//.test(
    id,
  ) ||
  /\/src\/(config\/tables|lib\/banner-links|ui\/ui\.css|features\/games\/(lobby\/lobby|list\/game-card)\.css)\.ts$/.test(
    id,
  )

/** The PostgreSQL server the contract suite creates its databases on; none: embedded PGlite. */
const contractDatabase = process.env.CONTRACT_DATABASE_URL || process.env.DATABASE_URL

export default defineConfig({
  plugins: [
    babel({ presets: [linguiMacros] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
    devBrandPlugin(process.env.BRAND ?? 'default'),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      // `@/` is src/: a module outside a file's own feature or layer is named from the root.
      { find: /^@\//, replacement: `${import.meta.dirname}/src/` },
      // TanStack Store's selector hook imports the shim of useSyncExternalStore, written for
      // React before 18; React 19 has the hook, and the package's own build uses it (0.4 KB gzip
      // less in the entry).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    // DIST_DIR builds elsewhere (npm run bench:build builds into temporary folders).
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // A lazy import's preload list names the chunks it needs beyond those the entry loaded.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !chunkOfEveryEntry(dep)),
    },
    // dist/.vite/manifest.json: the server names a page's first-screen chunks in its shell from it
    // (server/first-screen-chunks.ts). Not served: only /assets and /brands are files to the world.
    manifest: true,
    reportCompressedSize: false,
    rollupOptions: {
      // The portal, and the operator console (docs/console.md): a second entry of the same build,
      // served on the console's hosts alone.
      input: {
        main: `${import.meta.dirname}/index.html`,
        console: `${import.meta.dirname}/console.html`,
      },
      output: {
        // Seven characters of hash (42 bits, base64) rather than eight: a name's hash only has to
        // tell a file's versions apart, and the entry lists every lazy chunk's file and its
        // dependencies' (the preload lists), where each character of 113 names costs 0.16 KB
        // gzip. Seven is Rolldown's least for up to 4,096 chunks (six holds 64; we have 65).
        entryFileNames: `assets/[name]-[hash:${hashLength}].js`,
        chunkFileNames: `assets/[name]-[hash:${hashLength}].js`,
        assetFileNames: `assets/[name]-[hash:${hashLength}][extname]`,
        // The validators of a first visit's calls (shared/validator-chunks.ts) are gathered
        // per screen. React's renderer (68 KB gzip) is a chunk of its own: it downloads beside the
        // app's entry instead of inside it (Lighthouse mobile, median of 5: LCP 2.27 s against 2.40
        // on Home, 2.77 against 3.02 on /rng), and a release that changes only the app keeps it
        // cached.
        manualChunks: (id: string) =>
          validatorChunkOf(id) ??
          (/node_modules\/(react-dom|scheduler)\//.test(id)
            ? 'react-dom'
            : inDataLayer(id) || inBothEntries(id) || isMoneyFormat(id)
              ? 'data'
              : inGameCard(id)
                ? 'game-card'
                : undefined),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'shared/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          // Component tests (jsdom) get the English catalog, the default brand and clean stores.
          setupFiles: ['src/test/setup.ts'],
        },
      },
      // Each contract file starts a platform of its own and points the transport at it, so the
      // files need no process each: a worker runs them one after another, and loads the server's
      // modules and compiles PGlite's WebAssembly once (server/platform/db.ts), not per file.
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          isolate: false,
          // On PostgreSQL: names this run's seeded template databases and drops them at its end.
          globalSetup: ['tests/contract/global-setup.ts'],
          // CONTRACT_DATABASE_URL points this project alone at PostgreSQL inside `npm test` (CI
          // runs the suite once, there); DATABASE_URL itself would reach the browser suites'
          // platforms, which Playwright starts with this process's environment.
          env: contractDatabase ? { DATABASE_URL: contractDatabase } : {},
        },
      },
    ],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, which
    // runs the contract files (each seeds a platform of its own, about 5 s) one by one and leaves a
    // core idle. Two workers at least; each contract file has its own database and port.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30000,
    hookTimeout: 60000,
  },
})
