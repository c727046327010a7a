import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';

/** 'example.org' -> 'https://example.org'; null for anything but a web or mail address. */
export function linkHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(text)) return text;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** Sets, changes or removes the link at the editor's selection; with nothing selected the address becomes the text. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [address, setAddress] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  function apply() {
    const href = linkHref(address);
    if (!href) return setProblem(t`Enter a web address (https://...) or mailto: address`);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: address.trim().replace(/^mailto:/i, ''), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="link-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React events bubble through portals: the news form around the editor must not submit too.
          event.stopPropagation();
          apply();
        }}
      >
        <DialogTitle id="link-dialog-title">{current ? t`Edit link` : t`Add link`}</DialogTitle>
        <DialogContent>
          <TextField
            name="href"
            label={t`Link address`}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? t`For example https://example.org`}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          {current && (
            <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
              <Trans>Remove link</Trans>
            </Button>
          )}
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained">
            <Trans>Apply</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
