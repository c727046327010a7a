import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import { ScrollRegion } from '@/components/admin/scroll-region';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDeleteCriterionMutation, useGetCriteriaQuery, useSaveCriterionMutation, type ReviewCriterion } from '../api/committee-admin-api';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { CommitteeSection } from './section';
import { Trans, useLingui } from '@lingui/react/macro';

function CriterionDialog({ criterion, onClose }: { criterion: ReviewCriterion | null; onClose: () => void }) {
  const [name, setName] = useState(criterion?.name ?? '');
  const [weight, setWeight] = useState(String(criterion?.weight ?? 1));
  const [scale, setScale] = useState(String(criterion?.scale_max ?? 5));
  const [saveCriterion] = useSaveCriterionMutation();
  const { t } = useLingui();
  const { saving, problem, clearProblem, save } = useDialogSave(criterion ? t`Failed to save criterion` : t`Failed to add criterion`, onClose);
  return (
    <AdminFormDialog
      title={criterion ? t`Edit Criterion` : t`Add Criterion`}
      titleId="criterion-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={() => void save(() => saveCriterion({ id: criterion?.id, name: name.trim(), weight: Number(weight), scale_max: Number(scale) }).unwrap())}
    >
      <TextField label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} required fullWidth />
      <TextField label={t`Weight`} type="number" value={weight} onChange={(e) => setWeight(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 0.5 } }} />
      <TextField
        label={t`Scale (highest score)`}
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
  const { t } = useLingui();

  async function del(c: ReviewCriterion) {
    try {
      await remove(c.id).unwrap();
      const name = c.name;
      notice.succeed(t`Criterion ''${name}'' deleted.`);
    } catch (error) {
      notice.fail(t`Failed to delete criterion`, error);
    }
  }

  return (
    <CommitteeSection
      id="committee-criteria"
      title={t`Criteria`}
      action={
        <Button variant="outlined" onClick={() => setEditing('new')}>
          <Trans>Add criterion</Trans>
        </Button>
      }
    >
      <ScrollRegion label={t`Criteria`}>
        <Table size="small" aria-label={t`Criteria`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Name</Trans>
              </TableCell>
              <TableCell>
                <Trans>Weight</Trans>
              </TableCell>
              <TableCell>
                <Trans>Scale</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Actions</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {criteria.map((c) => {
              const name = c.name;
              return (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{c.weight}</TableCell>
                  <TableCell>1–{c.scale_max}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => setEditing(c)} aria-label={t`Edit ${name}`}>
                        <Trans>Edit</Trans>
                      </Button>
                      <Button size="small" color="error" onClick={() => void del(c)} aria-label={t`Delete ${name}`}>
                        <Trans>Delete</Trans>
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
      {editing && <CriterionDialog criterion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </CommitteeSection>
  );
}
