import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0 })

export const head = style({ display: 'grid', gap: '0.35rem' })

export const title = style({ margin: 0, fontSize: 'clamp(1.25rem, 3vw, 1.75rem)' })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const categories = style({ display: 'grid', gap: '1.5rem' })

export const category = style({ display: 'grid', gap: '0.75rem', minInlineSize: 0 })

export const categoryTitle = style({ margin: 0, fontSize: '1.125rem' })
