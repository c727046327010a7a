import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { failureText } from '@/lib/admin/admin-errors';

/** How long a success stays on screen, unless the pointer or the focus is on it. */
const SUCCESS_SHOWN_MS = 4000;

/**
 * The admin tabs' one way of telling the outcome of an operation, at the bottom of the screen. A success is a status
 * message (WCAG 4.1.3): read out politely, without interrupting, from a live region that is always in the page (a
 * region added together with its text is not read out by every screen reader), and gone after 4 s. A failure
 * interrupts (`role="alert"`) and stays until dismissed; every failure is also logged, as the spec has it.
 */
export function useAdminNotice() {
  // A new object for each success, so a second "saved" starts its 4 s again.
  const [success, setSuccess] = useState<{ text: string } | null>(null);
  const [failure, setFailure] = useState('');
  // The failure's text stays while its snackbar slides out.
  const [failed, setFailed] = useState(false);
  const [held, setHeld] = useState(false);

  const succeed = useCallback((text: string) => {
    setFailed(false);
    setSuccess({ text });
  }, []);

  const fail = useCallback((action: string, error: unknown) => {
    console.warn(action, error);
    setSuccess(null);
    setFailure(failureText(action, error));
    setFailed(true);
  }, []);

  useEffect(() => {
    if (!success || held) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [success, held]);

  const close = () => setSuccess(null);
  const element = (
    <>
      <Box
        role="status"
        onKeyDown={(e) => e.key === 'Escape' && close()}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        sx={{
          position: 'fixed',
          zIndex: 'snackbar',
          bottom: { xs: 8, sm: 24 },
          left: 8,
          right: 8,
          display: 'flex',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        {success && (
          <Alert role="none" severity="success" onClose={close} sx={{ boxShadow: 3, whiteSpace: 'pre-line', pointerEvents: 'auto', minWidth: { sm: 288 } }}>
            {success.text}
          </Alert>
        )}
      </Box>
      <Snackbar open={failed} onClose={(_e, reason) => reason !== 'clickaway' && setFailed(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" onClose={() => setFailed(false)} sx={{ width: '100%', boxShadow: 3, whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      </Snackbar>
    </>
  );

  return { succeed, fail, element };
}
