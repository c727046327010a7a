import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { FloorPlan } from '@/components/venue/floor-plan';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { useDeleteFloorMutation, usePlaceRoomMutation, useUpdateFloorMutation, type VenueMap } from '../api/venue-maps-admin-api';

const key = (name: string) => name.trim().toLowerCase();
/** A percentage as typed: a number from 0 to 100, else null. */
export function percent(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value / 100 : null;
}

/**
 * One floor: its names, its plan with the rooms placed on it, and placing a room: pick it, then click or tap the plan
 * where it is, or type where (per cent across and down) and press Place, which needs no pointer.
 */
export function FloorEditor({ floor, rooms }: { floor: VenueMap; rooms: string[] }) {
  const { t } = useLingui();
  const notice = useAdminNotice();
  const [names, setNames] = useState({ floor: floor.floor, floor_de: floor.floor_de });
  const [room, setRoom] = useState('');
  const placed = floor.rooms.find((r) => r.key === key(room));
  const [at, setAt] = useState({ x: '', y: '' });
  const [update, updating] = useUpdateFloorMutation();
  const [remove, removing] = useDeleteFloorMutation();
  const [place, placing] = usePlaceRoomMutation();
  const name = floor.floor;

  function choose(next: string) {
    setRoom(next);
    const there = floor.rooms.find((r) => r.key === key(next));
    setAt(there ? { x: String(Math.round(there.x * 1000) / 10), y: String(Math.round(there.y * 1000) / 10) } : { x: '', y: '' });
  }

  async function placeAt(x: number | null, y: number | null) {
    if (!room) return notice.fail(t`Choose the room to place first`, null);
    try {
      await place({ id: floor.id, room, x, y }).unwrap();
      if (x !== null && y !== null) setAt({ x: String(Math.round(x * 1000) / 10), y: String(Math.round(y * 1000) / 10) });
      notice.succeed(x === null ? t`${room} is off the map` : t`${room} placed on ${name}`);
    } catch (error) {
      notice.fail(t`Failed to place the room`, error);
    }
  }

  const x = percent(at.x);
  const y = percent(at.y);
  return (
    <Paper variant="outlined" component="section" aria-label={t`Floor ${name}`} sx={{ p: 2 }} data-testid="venue-floor">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <TextField
          size="small"
          label={t`Floor`}
          value={names.floor}
          onChange={(e) => setNames({ ...names, floor: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          size="small"
          label={t`Floor (German)`}
          value={names.floor_de}
          onChange={(e) => setNames({ ...names, floor_de: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button
          disabled={updating.isLoading || !names.floor.trim()}
          onClick={() =>
            void update({ id: floor.id, ...names })
              .unwrap()
              .then(
                () => notice.succeed(t`Floor renamed`),
                (error: unknown) => notice.fail(t`Failed to rename the floor`, error),
              )
          }
        >
          <Trans>Save names</Trans>
        </Button>
        <Button
          color="error"
          disabled={removing.isLoading}
          onClick={() => {
            if (window.confirm(t`Delete the floor ${name}? Its rooms will be on no map.`))
              void remove(floor.id)
                .unwrap()
                .catch((error: unknown) => notice.fail(t`Failed to delete the floor`, error));
          }}
        >
          <Trans>Delete floor</Trans>
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label={t`Room to place`}
          value={room}
          onChange={(e) => choose(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t`Choose a room`}</option>
          {rooms.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t`Across (%)`}
          value={at.x}
          onChange={(e) => setAt({ ...at, x: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
        />
        <TextField
          size="small"
          type="number"
          label={t`Down (%)`}
          value={at.y}
          onChange={(e) => setAt({ ...at, y: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
        />
        <Button variant="contained" disabled={!room || x === null || y === null || placing.isLoading} onClick={() => void placeAt(x, y)}>
          <Trans>Place</Trans>
        </Button>
        {placed && (
          <Button disabled={placing.isLoading} onClick={() => void placeAt(null, null)}>
            <Trans>Take off the map</Trans>
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {room ? t`Click or tap the plan where ${room} is, or type where and press Place.` : t`Choose a room, then click or tap the plan where it is.`}
      </Typography>
      <Box sx={{ maxWidth: 900 }}>
        <FloorPlan
          image={floor.image_url}
          width={floor.width}
          height={floor.height}
          label={t`Plan of ${name}`}
          rooms={floor.rooms}
          highlighted={placed?.key ?? null}
          onPick={room ? (px, py) => void placeAt(px, py) : undefined}
        />
      </Box>
      {notice.element}
    </Paper>
  );
}
