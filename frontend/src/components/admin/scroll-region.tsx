import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';

/**
 * A table wider than a phone scrolls sideways inside this region instead of widening the page; the region takes the
 * focus (keyboard users scroll it with the arrow keys) and is named for assistive technology.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </TableContainer>
  );
}
