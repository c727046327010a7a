import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/lib/visually-hidden';
import { Trans } from '@lingui/react/macro';

interface Props {
  /** Names the scrolling region. */
  label: string;
  /** The table's caption, for assistive technology. */
  caption: string;
  minWidth: number;
  /** Column headings; an 'Actions' column follows them, aligned right. */
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** A console list as a table; should it be wider than the screen, its container scrolls sideways (and takes the focus to). */
export function ConsoleTable({ label, caption, minWidth, columns, children }: Props) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table size="small" sx={{ minWidth }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col">
                {column}
              </TableCell>
            ))}
            <TableCell scope="col" align="right">
              <Trans>Actions</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
