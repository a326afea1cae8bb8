import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0, 0 0' },
  to: { backgroundPosition: '-50% 0, 0 0' },
})

/**
 * The tile's drawn placeholder: a neutral panel with a soft light and the outline of a picture
 * frame, under the image while it loads and in its place when it cannot load. No text.
 */
const placeholder = {
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `radial-gradient(circle at 50% 42%, color-mix(in srgb, ${vars.color.textMuted} 22%, transparent) 0 14%, transparent 15%), linear-gradient(160deg, color-mix(in srgb, ${vars.color.border} 70%, transparent), transparent 70%)`,
} as const

export const thumb = style({
  ...placeholder,
  objectFit: 'cover',
  color: 'transparent', // a broken image's alt text never shows over the placeholder
})

export const thumbFallback = style({
  ...placeholder,
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: '30%',
    insetBlock: '24% 30%',
    border: `2px solid color-mix(in srgb, ${vars.color.textMuted} 45%, transparent)`,
    borderRadius: vars.radius.medium,
  },
})

/** While the first picture loads: a light sweeps the panel (not for reduced motion). */
export const loading = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      backgroundImage: `linear-gradient(100deg, transparent 30%, color-mix(in srgb, ${vars.color.surface} 60%, transparent) 50%, transparent 70%), ${placeholder.backgroundImage}`,
      backgroundSize: '200% 100%, auto',
      animation: `${shimmer} 1.4s linear infinite`,
    },
  },
})
