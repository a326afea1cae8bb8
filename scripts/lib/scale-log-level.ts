// Imported first by scripts/bench-scale.ts, before the platform's logger reads LOG_LEVEL: a line per
// request on the console would bury the figures (and time the terminal). LOG_LEVEL=info keeps them.
process.env.LOG_LEVEL ??= 'warn'
