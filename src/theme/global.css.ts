import { globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'
// The brand's layout variables (tile aspect and corners), keyed on the shell's data attributes.
import './layout.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
})

globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' })

globalStyle('body', {
  margin: 0,
  minBlockSize: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.5,
})

globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.25 })

globalStyle('a', { color: 'inherit' })

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })

// A date input's focus sits in its inner fields, so the input itself is never :focus-visible.
globalStyle(':focus-visible, input:focus, input:focus-within', {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '2px',
})

globalStyle('img', { maxInlineSize: '100%' })
