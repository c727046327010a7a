import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { capitalize } from '@/lib/format';
import { errorMessage } from '@/lib/api-errors';
import { SESSION_TYPES, useCreateSessionFromProposalMutation, type Proposal, type SessionType } from '../../api/cfp-admin-api';
import { venueLocalToIso } from '../../lib/venue-time';

// The first slot of the conference (17 November 2025, venue time); the full calendar editor comes with the Schedule tab.
const DEFAULT_START = '2025-11-17T09:00';
const DEFAULT_END = '2025-11-17T09:20';

interface Props {
  proposal: Proposal;
  onClose: () => void;
  onScheduled: () => void;
}

/** Creates the session for an accepted proposal, prefilled from it. Times are entered as Vienna wall-clock time. */
export function ScheduleSessionDialog({ proposal, onClose, onScheduled }: Props) {
  const [title, setTitle] = useState(proposal.title);
  const [description, setDescription] = useState(proposal.abstract);
  const [type, setType] = useState<SessionType>('talk');
  const [start, setStart] = useState(DEFAULT_START);
  const [end, setEnd] = useState(DEFAULT_END);
  const [room, setRoom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createSession, { isLoading }] = useCreateSessionFromProposalMutation();

  async function submit() {
    const startTime = venueLocalToIso(start);
    const endTime = venueLocalToIso(end);
    if (!title.trim() || !description.trim() || !room.trim()) return setProblem('Title, description and room are required.');
    if (!startTime || !endTime) return setProblem('Start time and end time are required.');
    if (endTime <= startTime) return setProblem('The end time must be after the start time.');
    setProblem(null);
    try {
      await createSession({ title: title.trim(), description: description.trim(), type, startTime, endTime, room: room.trim(), proposal_id: proposal.id }).unwrap();
      onScheduled();
    } catch (error) {
      setProblem(`Failed to create session: ${errorMessage(error, 'please try again.')}`);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="schedule-dialog-title">Schedule Session</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField name="title" label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} fullWidth />
            <TextField
              name="description"
              label="Description"
              required
              multiline
              minRows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fullWidth
            />
            <TextField name="type" label="Type" select required value={type} onChange={(e) => setType(e.target.value as SessionType)} fullWidth>
              {SESSION_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {capitalize(t)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                name="startTime"
                label="Start (Vienna time)"
                type="datetime-local"
                required
                value={start}
                onChange={(e) => setStart(e.target.value)}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                name="endTime"
                label="End (Vienna time)"
                type="datetime-local"
                required
                value={end}
                onChange={(e) => setEnd(e.target.value)}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <TextField name="room" label="Room" required value={room} onChange={(e) => setRoom(e.target.value)} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Create Session
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
