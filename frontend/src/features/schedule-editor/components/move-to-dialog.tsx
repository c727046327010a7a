import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MoveChange } from '../hooks/use-session-mover';
import { whereText } from '../model/calendar-keys';
import type { Placement } from '../model/calendar-layout';
import { clockLabel } from '../model/calendar-time';
import { currentChoice, moveToOutcome, startOptions, type MoveToChoice } from '../model/move-to';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** The session where the calendar has it now. */
  placement: Placement;
  /** The calendar's rooms (its columns). */
  rooms: readonly string[];
  onMove: (change: MoveChange, day: string) => void;
  onClose: () => void;
}

/**
 * "Move to...": a session's new day, start and room chosen with single clicks or the keyboard, for whoever cannot
 * drag (WCAG 2.5.7). It only builds the move; the calendar sends it as it sends a drag.
 */
export function MoveToDialog({ placement, rooms, onMove, onClose }: Props) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<MoveToChoice>(() => currentChoice(placement));
  const [refusal, setRefusal] = useState<Exclude<ReturnType<typeof moveToOutcome>, { kind: 'move' }> | null>(null);
  const { session } = placement;
  const title = session.title;
  const roomChoices = rooms.includes(choice.room) ? rooms : [choice.room, ...rooms];

  function pick(part: Partial<MoveToChoice>) {
    setChoice((before) => ({ ...before, ...part }));
    setRefusal(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = moveToOutcome(placement, choice);
    if (outcome.kind === 'move') onMove(outcome.change, outcome.day);
    else setRefusal(outcome);
  }

  const fieldError = (field: 'day' | 'start') => (refusal?.kind === 'invalid' && refusal.field === field ? refusal.message : undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-to-title" aria-describedby="move-to-now">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="move-to-title" sx={{ overflowWrap: 'anywhere' }}>
          <Trans>Move &apos;&apos;{title}&apos;&apos;</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="move-to-now" sx={{ mb: 2 }} data-testid="move-to-now">
            <Trans>Now:</Trans> {whereText(session.startTime, session.endTime, session.room)}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              type="date"
              label={t`Day`}
              value={choice.day}
              required
              error={Boolean(fieldError('day'))}
              helperText={fieldError('day')}
              onChange={(event) => pick({ day: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={t`Start (Vienna time)`}
              value={choice.start}
              error={Boolean(fieldError('start'))}
              helperText={fieldError('start') ?? t`The session keeps its length.`}
              onChange={(event) => pick({ start: Number(event.target.value) })}
            >
              {startOptions(placement).map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {clockLabel(minutes)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t`Room`} value={choice.room} onChange={(event) => pick({ room: event.target.value })}>
              {roomChoices.map((room) => (
                <MenuItem key={room} value={room}>
                  {room === 'TBA' ? t`TBA` : room}
                </MenuItem>
              ))}
            </TextField>
            {refusal?.kind === 'unchanged' && (
              <Alert severity="info" data-testid="move-to-unchanged">
                {refusal.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained">
            <Trans>Move</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
