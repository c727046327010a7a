import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { FieldChange } from './audit-format';
import { Trans } from '@lingui/react/macro';

/** Field, before, after: one row per changed field. Long values wrap rather than widen the page. */
export function AuditChanges({ changes, caption }: { changes: readonly FieldChange[]; caption: string }) {
  return (
    <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={{ width: '28%' }}>
            <Trans>Field</Trans>
          </TableCell>
          <TableCell scope="col">
            <Trans>Before</Trans>
          </TableCell>
          <TableCell scope="col">
            <Trans>After</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(({ field, before, after }) => (
          <TableRow key={field} data-testid="audit-change">
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {field}
            </TableCell>
            <TableCell sx={{ color: 'text.secondary' }}>{before}</TableCell>
            <TableCell>{after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
