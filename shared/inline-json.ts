/**
 * JSON for a `<script type="application/json">` element of a page, which it cannot close: the
 * shell's brand config (scripts/lib/shell.ts) and a page's first answers (server/first-answers.ts),
 * whose operator texts may hold `</script>`.
 */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
