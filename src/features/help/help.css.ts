import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1.25rem', maxInlineSize: '960px' })

export const standalone = style({ marginInline: 'auto', paddingBlock: '1rem' })

export const title = style({ margin: 0, fontSize: 'clamp(1.4rem, 3.5vw, 2rem)' })

export const brandLine = style({ margin: 0, color: vars.color.textMuted })

export const search = style({ display: 'grid', gap: '0.35rem', maxInlineSize: '32rem' })

export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: '1rem',
})

export const category = style({
  padding: '1rem 1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const categoryTitle = style({ margin: '0 0 0.5rem', fontSize: '1.05rem' })

export const articleList = style({
  display: 'grid',
  gap: '0.35rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const articleLink = style({
  display: 'block',
  paddingBlock: '0.35rem',
  // A long word in an operator's title wraps instead of spilling over the next category.
  overflowWrap: 'anywhere',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { color: vars.color.primary, textDecoration: 'underline' },
  },
})

export const article = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1.25rem 1.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const back = style({ justifySelf: 'start', color: vars.color.primary })

export const articleTitle = style({ margin: 0, fontSize: '1.35rem' })

export const body = style({ lineHeight: 1.6, overflowWrap: 'anywhere' })

globalStyle(`${body} a`, { color: vars.color.primary })
globalStyle(`${body} img`, { maxInlineSize: '100%', blockSize: 'auto' })

export const contact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '1rem 1.25rem',
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.border}`,
})

export const contactText = style({ margin: 0, flex: '1 1 14rem' })
