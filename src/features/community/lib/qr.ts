/**
 * An SVG path that draws the dark modules of a QR matrix (rows of booleans, true for dark), one
 * rectangle per horizontal run, offset by a quiet-zone border. Drawn as a React <path>, never as
 * markup, so no HTML is injected.
 */
export function qrPath(matrix: readonly (readonly boolean[])[], border = 0): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      parts.push(`M${start + border} ${y + border}h${x - start}v1h-${x - start}z`)
    }
  })
  return parts.join('')
}
