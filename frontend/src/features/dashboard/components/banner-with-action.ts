/**
 * sx of a dashboard banner with a button (MUI Alert's `action`): on a phone the button goes under the text, instead
 * of keeping its line and squeezing the text into a column a word wide (WCAG 1.4.10 at 320 px).
 */
export const bannerWithActionSx = {
  mb: 4,
  alignItems: 'center',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not text
    flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' },
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  '& .MuiAlert-action': { ml: 'auto', pt: 0 },
} as const;
