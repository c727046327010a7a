import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTicketKindLabel } from '@/components/tickets/ticket-kind-label';
import { useLingui } from '@lingui/react/macro';
import { findAttendees, type DoorAttendee } from '../model/verdict';

/** Someone without their code: found by name in the door's list (also offline), checked in with a tap. */
export function AttendeeSearch({ list, onPick, disabled }: { list: DoorAttendee[]; onPick: (token: string) => void; disabled: boolean }) {
  const { t } = useLingui();
  const kindLabel = useTicketKindLabel();
  const [query, setQuery] = useState('');
  const found = findAttendees(list, query);
  return (
    <Stack spacing={1}>
      <TextField label={t`Find by name`} value={query} onChange={(event) => setQuery(event.target.value)} type="search" fullWidth />
      {query.trim() && found.length === 0 && <Typography color="text.secondary">{t`Nobody on the list by that name`}</Typography>}
      {found.map((attendee) => {
        const name = attendee.name;
        return (
          <Button
            key={attendee.token}
            variant="outlined"
            size="large"
            disabled={disabled}
            onClick={() => {
              setQuery('');
              onPick(attendee.token);
            }}
            sx={{ justifyContent: 'space-between', minHeight: 56, textTransform: 'none', textAlign: 'left' }}
          >
            <span>{t`Check in ${name}`}</span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {attendee.arrived_at ? t`Already in` : kindLabel(attendee.kind)}
            </Typography>
          </Button>
        );
      })}
    </Stack>
  );
}
