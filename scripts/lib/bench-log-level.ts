// Imported first by the benchmarks that run the platform in their own process (scripts/bench-scale.ts,
// and scripts/lib/bench-server.ts for Lighthouse and the others), before the platform's logger reads
// LOG_LEVEL: a line per request on the console would bury the figures, and writing them takes CPU
// from the browser being measured on the same machine. LOG_LEVEL=info keeps them.
process.env.LOG_LEVEL ??= 'warn'
