/**
 * Where the keyboard is on a deep-blue surface (the bar, the footer, the banners): a solid amber ring, where the
 * theme's blue ring (theme.ts) would not show, on every link and button in it.
 */
export const FOCUS_RING = { outlineWidth: '3px', outlineStyle: 'solid', outlineColor: '#ffca28', outlineOffset: '2px' } as const;

export const focusRingOnNavy = { '& .Mui-focusVisible, & a:focus-visible, & button:focus-visible': FOCUS_RING } as const;
