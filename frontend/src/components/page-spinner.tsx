import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 12 }}>
      <CircularProgress aria-label={label ?? t`Loading`} />
    </Box>
  );
}
