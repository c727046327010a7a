import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { failureText } from '@/lib/admin/admin-errors';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The admin tabs' one way of telling the outcome of an operation: a snackbar. Successes hide after 4 s; failures stay
 * until dismissed. Every failure is also logged, as the spec has it.
 */
export function useAdminNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  // The text stays while the snackbar slides out.
  const [open, setOpen] = useState(false);

  const succeed = useCallback((text: string) => {
    setNotice({ severity: 'success', text });
    setOpen(true);
  }, []);

  const fail = useCallback((action: string, error: unknown) => {
    console.warn(action, error);
    setNotice({ severity: 'error', text: failureText(action, error) });
    setOpen(true);
  }, []);

  const element = (
    <Snackbar
      open={open}
      autoHideDuration={notice?.severity === 'error' ? null : 4000}
      onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'success'} onClose={() => setOpen(false)} sx={{ width: '100%', boxShadow: 3, whiteSpace: 'pre-line' }}>
        {notice?.text}
      </Alert>
    </Snackbar>
  );

  return { succeed, fail, element };
}
