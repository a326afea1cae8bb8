import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * The dark modules of a QR matrix as one SVG path, one rectangle per horizontal run, offset by a
 * quiet-zone border.
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

/**
 * A QR code of a text drawn as an SVG element from uqr's matrix (a React path, no markup strings).
 * Black on white whatever the theme: scanners need the contrast.
 */
export function QrCode(props: { value: string; label: string; size?: number; testId?: string }) {
  const { value, label, size = 168, testId } = props
  const { d, modules } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 0 })
    return { d: qrPath(data, 2), modules: data.length + 4 }
  }, [value])
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  )
}
