import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useGetRoomsQuery, useSetRoomCapacitiesMutation, type Room, type RoomCapacity } from '../api/rooms-admin-api';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';

/** The server's limit (a hall larger than any real one). */
const MAX_CAPACITY = 100_000;
const NO_ROOMS: Room[] = [];

/** A capacity as typed: '' clears it; otherwise a whole number from 1 to 100000. */
export function parseCapacity(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < 1 || value > MAX_CAPACITY) {
    const max = MAX_CAPACITY;
    return { error: t`A whole number from 1 to ${max}, or empty` };
  }
  return { value };
}

const shown = (room: Room) => (room.capacity === null ? '' : String(room.capacity));

/** An https address with a host (the server checks it fully). */
export function isStreamAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * What each room holds: the schedule flags a session more attendees saved than its room holds, and suggests larger
 * rooms. Only the rooms whose capacity was changed are sent; a room no session uses yet can be added with its capacity.
 * Fields the organiser did not touch follow other organisers' changes.
 */
export function RoomsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { data, isLoading, error } = useGetRoomsQuery();
  const rooms = data ?? NO_ROOMS;
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [streams, setStreams] = useState<Record<string, string>>({});
  const [newName, setNewName] = useState('');
  const [newCapacity, setNewCapacity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [setCapacities] = useSetRoomCapacitiesMutation();
  const { saving, problem, clearProblem, save } = useDialogSave(t`Failed to save room capacities`, onSaved);

  const capacityOf = (name: string) => t`Capacity of ${name}`;
  const streamOf = (name: string) => t`Stream link of ${name}`;

  function submit() {
    const changes: RoomCapacity[] = [];
    const found: Record<string, string> = {};
    for (const room of rooms) {
      const change: RoomCapacity = { name: room.name };
      const text = edits[room.name];
      if (text !== undefined && text.trim() !== shown(room)) {
        const parsed = parseCapacity(text);
        if ('error' in parsed) found[room.name] = parsed.error;
        else change.capacity = parsed.value;
      }
      const stream = streams[room.name]?.trim();
      if (stream !== undefined && stream !== (room.stream_url ?? '')) {
        if (stream && !isStreamAddress(stream)) found[`stream:${room.name}`] = t`An https:// address, or empty`;
        else change.stream_url = stream || null;
      }
      if (change.capacity !== undefined || change.stream_url !== undefined) changes.push(change);
    }
    const name = newName.trim();
    if (name || newCapacity.trim()) {
      const parsed = parseCapacity(newCapacity);
      if (!name) found['new-name'] = t`Name the room`;
      else if (name.toLowerCase() === 'tba') found['new-name'] = t`'TBA' is not a room`;
      else if (rooms.some((r) => r.name.toLowerCase() === name.toLowerCase())) found['new-name'] = t`This room is listed above`;
      if ('error' in parsed) found['new-capacity'] = parsed.error;
      else if (parsed.value === null) found['new-capacity'] = t`Give the capacity`;
      else if (name) changes.push({ name, capacity: parsed.value });
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!changes.length) return onClose();
    void save(() => setCapacities(changes).unwrap());
  }

  return (
    <AdminFormDialog
      title={t`Rooms`}
      titleId="rooms-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        <Trans>
          How many people each room holds. A session more attendees saved than its room holds is flagged, with larger rooms free at its time. Leave a capacity
          empty to clear it. A stream link shows on the pages of the room's sessions.
        </Trans>
      </Typography>
      {isLoading ? (
        <PageSpinner label={t`Loading rooms`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load rooms.`)}</Alert>
      ) : rooms.length === 0 ? (
        <Typography>
          <Trans>No rooms yet: sessions have no room, and no capacity was set.</Trans>
        </Typography>
      ) : (
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            <Trans>Rooms and their capacities</Trans>
          </Box>
          <TableHead>
            <TableRow>
              <TableCell scope="col">
                <Trans>Room</Trans>
              </TableCell>
              <TableCell scope="col" align="right">
                <Trans>Sessions</Trans>
              </TableCell>
              <TableCell scope="col">
                <Trans>Capacity</Trans>
              </TableCell>
              <TableCell scope="col">
                <Trans>Stream link</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rooms.map((room) => (
              <TableRow key={room.name} data-testid="room-row" data-room={room.name}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {room.name}
                </TableCell>
                <TableCell align="right">{room.sessions}</TableCell>
                <TableCell sx={{ width: 170 }}>
                  <TextField
                    size="small"
                    type="number"
                    value={edits[room.name] ?? shown(room)}
                    onChange={(e) => setEdits((prev) => ({ ...prev, [room.name]: e.target.value }))}
                    error={Boolean(errors[room.name])}
                    helperText={errors[room.name]}
                    slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': capacityOf(room.name) } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    size="small"
                    type="url"
                    placeholder="https://"
                    value={streams[room.name] ?? room.stream_url ?? ''}
                    onChange={(e) => setStreams((prev) => ({ ...prev, [room.name]: e.target.value }))}
                    error={Boolean(errors[`stream:${room.name}`])}
                    helperText={errors[`stream:${room.name}`]}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': streamOf(room.name) } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle2" component="h3">
        <Trans>Add a room</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t`Room name`}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          error={Boolean(errors['new-name'])}
          helperText={errors['new-name']}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <TextField
          size="small"
          label={t`Capacity`}
          type="number"
          value={newCapacity}
          onChange={(e) => setNewCapacity(e.target.value)}
          error={Boolean(errors['new-capacity'])}
          helperText={errors['new-capacity']}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ width: { sm: 170 }, flexShrink: 0 }}
        />
      </Stack>
    </AdminFormDialog>
  );
}
