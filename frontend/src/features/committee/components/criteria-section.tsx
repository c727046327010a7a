import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDeleteCriterionMutation, useGetCriteriaQuery, useSaveCriterionMutation, type ReviewCriterion } from '../api/committee-admin-api';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { CommitteeSection } from './section';

function CriterionDialog({ criterion, onClose }: { criterion: ReviewCriterion | null; onClose: () => void }) {
  const [name, setName] = useState(criterion?.name ?? '');
  const [weight, setWeight] = useState(String(criterion?.weight ?? 1));
  const [scale, setScale] = useState(String(criterion?.scale_max ?? 5));
  const [saveCriterion] = useSaveCriterionMutation();
  const { saving, problem, clearProblem, save } = useDialogSave(criterion ? 'Failed to save criterion' : 'Failed to add criterion', onClose);
  return (
    <AdminFormDialog
      title={criterion ? 'Edit Criterion' : 'Add Criterion'}
      titleId="criterion-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={() => void save(() => saveCriterion({ id: criterion?.id, name: name.trim(), weight: Number(weight), scale_max: Number(scale) }).unwrap())}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required fullWidth />
      <TextField label="Weight" type="number" value={weight} onChange={(e) => setWeight(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 0.5 } }} />
      <TextField
        label="Scale (highest score)"
        type="number"
        value={scale}
        onChange={(e) => setScale(e.target.value)}
        slotProps={{ htmlInput: { min: 2, max: 10 } }}
      />
    </AdminFormDialog>
  );
}

/** What reviews score: name, weight in the ranking, and the scale. */
export function CriteriaSection({ notice }: { notice: ReturnType<typeof useAdminNotice> }) {
  const { data: criteria = [] } = useGetCriteriaQuery();
  const [remove] = useDeleteCriterionMutation();
  const [editing, setEditing] = useState<ReviewCriterion | null | 'new'>(null);

  async function del(c: ReviewCriterion) {
    try {
      await remove(c.id).unwrap();
      notice.succeed(`Criterion '${c.name}' deleted.`);
    } catch (error) {
      notice.fail('Failed to delete criterion', error);
    }
  }

  return (
    <CommitteeSection
      id="committee-criteria"
      title="Criteria"
      action={
        <Button variant="outlined" onClick={() => setEditing('new')}>
          Add criterion
        </Button>
      }
    >
      <Table size="small" aria-label="Criteria">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell>Scale</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {criteria.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell>{c.weight}</TableCell>
              <TableCell>1–{c.scale_max}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => void del(c)} aria-label={`Delete ${c.name}`}>
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <CriterionDialog criterion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </CommitteeSection>
  );
}
