import { useState } from 'react';
import { useSelector } from 'react-redux';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadWithToken } from '@/lib/download';
import { selectToken } from '@/lib/session';
import { useLingui } from '@lingui/react/macro';

interface BadgesButtonProps {
  /** The list's search: the badges of those it finds by name, e-mail or organisation; everyone's when empty. */
  search: string;
  onFailure: (action: string, error: unknown) => void;
}

/** Name badges to print (issue 46): a PDF, eight to an A4 sheet, each with its holder's ticket code. */
export function BadgesButton({ search, onFailure }: BadgesButtonProps) {
  const { t, i18n } = useLingui();
  const token = useSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const query = new URLSearchParams({ lang: i18n.locale, ...(search.trim() && { q: search.trim() }) });

  async function download() {
    setBusy(true);
    try {
      await downloadWithToken(`/api/admin/badges.pdf?${query.toString()}`, token, 'badges.pdf');
    } catch (error) {
      onFailure(t`Failed to make the name badges`, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()} sx={{ flexShrink: 0 }}>
      {search.trim() ? t`Name badges of those found (PDF)` : t`Name badges (PDF)`}
    </Button>
  );
}
