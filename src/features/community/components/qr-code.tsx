import { useMemo } from 'react'
import { encode } from 'uqr'
import { qrPath } from '../lib/qr'
import * as styles from '../community.css'

/** A QR code of a text as an SVG built from the matrix (a React path, no injected markup). */
export function QrCode(props: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(props.text, { ecc: 'M', border: 0 })
    return { path: qrPath(data, 2), size: data.length + 4 }
  }, [props.text])
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={props.label}
      data-testid="referral-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
