import { style } from '@vanilla-extract/css'
import { tab as tabButton } from '../finance/operations.css'

// The Content section's tab strip: links in the look of the finance desk's tabs, the open one marked.
export const tab = style([
  tabButton,
  {
    textDecoration: 'none',
    selectors: {
      '&[data-status="active"]': { borderColor: '#1f5fbf', color: '#1f5fbf', fontWeight: 600 },
    },
  },
])
