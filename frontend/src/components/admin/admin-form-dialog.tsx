import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { failureText } from '@/lib/admin/admin-errors';
import { Trans } from '@lingui/react/macro';

interface Props {
  title: string;
  /** The title's id, which names the dialog. */
  titleId: string;
  saving: boolean;
  /** A failed save, shown in the dialog next to the fields (a snackbar behind a modal is hidden from screen readers). */
  problem: string | null;
  onDismissProblem: () => void;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** What the submit button says ('Save' unless given); `canSubmit` false disables it. */
  submitLabel?: ReactNode;
  canSubmit?: boolean;
  /** Buttons between Cancel and the submit button (a Preview, say). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md';
  /**
   * false: only a click on the submit button submits, never Enter in a field. For what cannot be taken back (mail
   * sent, an edition archived).
   */
  submitOnEnter?: boolean;
}

/** The admin tabs' add/edit dialog: fields, the reason a save failed, Cancel and Save. */
export function AdminFormDialog(props: Props) {
  const {
    title,
    titleId,
    saving,
    problem,
    onDismissProblem,
    onClose,
    onSubmit,
    children,
    submitLabel,
    canSubmit = true,
    actions,
    maxWidth = 'sm',
    submitOnEnter = true,
  } = props;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {/* A flex column, so only the fields scroll and the error and the buttons stay in view. */}
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (submitOnEnter) onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        {problem && (
          <Alert severity="error" onClose={onDismissProblem} sx={{ mx: 3, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {problem}
          </Alert>
        )}
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          {actions}
          <Button type={submitOnEnter ? 'submit' : 'button'} onClick={submitOnEnter ? undefined : onSubmit} variant="contained" disabled={saving || !canSubmit}>
            {submitLabel ?? <Trans>Save</Trans>}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * Saving from an AdminFormDialog: closes on success; on failure keeps the dialog open with what the admin typed and
 * says why, with the spec's text ('Failed to add sponsor') and the server's reason.
 */
export function useDialogSave(failure: string, onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(work: () => Promise<unknown>) {
    setSaving(true);
    setProblem(null);
    try {
      await work();
      onClose();
    } catch (error) {
      console.warn(failure, error);
      setProblem(failureText(failure, error));
      setSaving(false);
    }
  }

  return { saving, problem, clearProblem: () => setProblem(null), save };
}
