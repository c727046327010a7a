import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminNewsItem } from '../../api/news-admin-api';

interface Props {
  item: AdminNewsItem;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteNewsDialog({ item, deleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog open onClose={deleting ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby="delete-news-title" aria-describedby="delete-news-text">
      <DialogTitle id="delete-news-title">Delete news item?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-news-text" sx={{ overflowWrap: 'anywhere' }}>
          '{item.title}' will be removed from the website. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
