import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTicketKindLabel } from '@/components/tickets/ticket-kind-label';
import { useLingui } from '@lingui/react/macro';
import { useFindByEmailQuery } from '../api/checkin-api';
import { findAttendees, type DoorAttendee } from '../model/verdict';

/** A whole e-mail address: asked of the server, as the door's list has none. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Someone without their code: found by name in the door's list (also offline), or by their whole e-mail address from
 * the server (online), and checked in with a tap.
 */
export function AttendeeSearch({ list, onPick, disabled }: { list: DoorAttendee[]; onPick: (token: string) => void; disabled: boolean }) {
  const { t } = useLingui();
  const kindLabel = useTicketKindLabel();
  const [query, setQuery] = useState('');
  const email = EMAIL.test(query.trim()) ? query.trim() : null;
  const byEmail = useFindByEmailQuery(email ?? '', { skip: email === null });
  const found = email === null ? findAttendees(list, query) : (byEmail.data?.attendees ?? []);
  return (
    <Stack spacing={1}>
      <TextField label={t`Find by name or e-mail`} value={query} onChange={(event) => setQuery(event.target.value)} type="search" fullWidth />
      {query.trim() && found.length === 0 && email === null && <Typography color="text.secondary">{t`Nobody on the list by that name`}</Typography>}
      {email !== null && byEmail.isSuccess && found.length === 0 && (
        <Typography color="text.secondary">{t`Nobody with a ticket has that e-mail address`}</Typography>
      )}
      {email !== null && byEmail.isError && <Typography color="text.secondary">{t`An e-mail address is looked up online only`}</Typography>}
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
