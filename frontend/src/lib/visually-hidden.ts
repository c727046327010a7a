/** sx for text that screen readers announce but the page does not show. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not text
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
