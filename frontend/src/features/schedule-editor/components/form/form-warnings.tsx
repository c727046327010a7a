import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useGetSpeakerAvailabilityQuery } from '../../api/availability-admin-api';
import { availabilityById, unavailableSpeakerText } from '../../model/unavailable-times';
import { conflictText, type FormWarnings } from '../../hooks/use-form-conflicts';
import { Trans } from '@lingui/react/macro';

interface Props {
  warnings: FormWarnings;
  /** The room as typed (names the room in a room clash). */
  room: string;
  /** The start as typed, venue wall clock 'YYYY-MM-DDTHH:mm': its day is the one whose times are named. */
  start: string;
}

/** Under the session form's fields: what saving would clash with, and who is not available then (saving is allowed). */
export function FormWarningsAlerts({ warnings, room, start }: Props) {
  const { data } = useGetSpeakerAvailabilityQuery();
  const byId = useMemo(() => availabilityById(data), [data]);
  const { conflicts, unavailable } = warnings;
  const day = start.slice(0, 10);
  return (
    <>
      {conflicts.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="form-conflicts">
          <AlertTitle>
            <Trans>Clashes</Trans>
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {conflicts.map((c, i) => (
              <li key={`${c.type}-${c.session_id}-${c.speaker_id ?? i}`}>{conflictText(c, room)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {unavailable.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="form-unavailable">
          <AlertTitle>
            <Trans>Speakers not available</Trans>
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {unavailable.map((speaker) => (
              <li key={speaker.id}>{unavailableSpeakerText(speaker, byId.get(speaker.id), day)}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
