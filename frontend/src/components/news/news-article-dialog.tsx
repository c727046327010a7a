import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SafeHtml } from '@/components/safe-html';
import type { NewsItem } from '@/types/api';
import { NewsMeta } from './news-meta';
import { Trans, useLingui } from '@lingui/react/macro';

interface NewsArticleDialogProps {
  item: NewsItem | null;
  onClose: () => void;
}

/**
 * The full article (spec: news page and home Latest News). Open while `item` is set; MUI's Dialog locks page
 * scroll while open, restores it on close, and closes on backdrop click and Escape.
 */
export function NewsArticleDialog({ item, onClose }: NewsArticleDialogProps) {
  const titleId = useId();
  // Keep the last article on screen while the dialog fades out after `item` became null.
  const [shown, setShown] = useState<NewsItem | null>(item);
  if (item && item !== shown) setShown(item);
  const article = item ?? shown;

  const { t } = useLingui();
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {article && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {article.title}
          </DialogTitle>
          <IconButton aria-label={t`Close`} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            <Box sx={{ mb: 2 }}>
              <NewsMeta item={article} />
            </Box>
            <SafeHtml html={article.content} sx={{ typography: 'body1', '& a': { color: 'primary.main' } }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
