/** Menu links on the deep-blue bar; NavLink marks the current page with `.active` (and aria-current). */
export const navLinkSx = {
  color: 'rgba(255,255,255,0.85)',
  px: { xs: 1.5, lg: 0.75, xl: 1.5 },
  minWidth: 0,
  flexShrink: 0,
  fontSize: { xs: '0.9375rem', lg: '0.875rem', xl: '0.9375rem' },
  borderRadius: 2,
  whiteSpace: 'nowrap',
  '&:hover': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
  '&.active': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.14)' },
} as const;
