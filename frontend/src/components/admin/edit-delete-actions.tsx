import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Trans } from '@lingui/react/macro';

/** The foot of a console card (speakers, sponsors): Edit and Delete. */
export function EditDeleteActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
      <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
      <Button variant="outlined" size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </CardActions>
  );
}
