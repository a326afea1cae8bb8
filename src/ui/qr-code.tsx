import { useMemo } from 'react'
import { encode } from 'uqr'

/** The dark modules of a QR matrix as one SVG path (a unit square per module). */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = ''
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    }),
  )
  return d
}

/** A QR code of a text, drawn as an SVG element from the encoder's matrix (no markup strings). */
export function QrCode(props: { value: string; label: string; size?: number; testId?: string }) {
  const { value, label, size = 168, testId } = props
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value])
  const d = useMemo(() => qrPath(qr.data), [qr])
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  )
}
