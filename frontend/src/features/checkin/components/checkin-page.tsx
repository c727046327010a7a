import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import UndoIcon from '@mui/icons-material/Undo';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage, httpStatus } from '@/lib/api-errors';
import { useGetArrivalsQuery } from '@/lib/arrivals-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDoor } from '../hooks/use-door';
import { useSeatCheck } from '../hooks/use-seat-check';
import { DoorKindPicker, SeatPanel } from './seat-check';
import { AttendeeSearch } from './attendee-search';
import { VerdictPanel } from './verdict-panel';

const CameraScanner = lazy(async () => ({ default: (await import('./camera-scanner')).CameraScanner }));

/** The door's name is the phone's: kept on the device, so a helper names their door once. */
const DOOR_KEY = 'checkin.door';
const storedDoor = () => {
  try {
    return localStorage.getItem(DOOR_KEY) ?? '';
  } catch {
    return '';
  }
};

/** The count every door and the console see, pushed as people come in. */
function ArrivalsLine() {
  const { t } = useLingui();
  const { data } = useGetArrivalsQuery();
  if (!data) return null;
  const { arrived, expected } = data;
  return (
    <Typography variant="h5" component="p" data-testid="arrivals" aria-live="polite">
      {t`${arrived} of ${expected} arrived`}
    </Typography>
  );
}

function Refused({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert severity="error">{children}</Alert>
    </Container>
  );
}

/** /checkin: made for a phone at the door (issue 46). Organisers and door helpers; the server decides who is. */
/** `ticket`: the helper's own ticket (a door helper has one too), composed in by the app. */
export function CheckinPage({ ticket }: { ticket?: ReactNode }) {
  const { t } = useLingui();
  const [door, setDoor] = useState(storedDoor);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const arrivals = useGetArrivalsQuery();
  const state = useDoor(door);
  const queued = state.queued;
  // A workshop's door checks seats at a chosen session instead of letting people into the building.
  const [sessionId, setSessionId] = useState<number | null>(null);
  const seats = useSeatCheck(sessionId);
  const onScan = (token: string) => {
    void (sessionId === null ? state.scan(token) : seats.check(token));
  };

  if (state.refused || httpStatus(arrivals.error) === 403) {
    return (
      <Refused>
        <Trans>Only organisers and door helpers check tickets in. Ask an organiser to make you a door helper.</Trans>
      </Refused>
    );
  }

  const changeDoor = (name: string) => {
    setDoor(name);
    try {
      localStorage.setItem(DOOR_KEY, name);
    } catch {
      // A private window keeps it for this visit only.
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sessionId === null ? state.scan(code) : seats.check(code)).then(() => setCode(''));
  };

  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" color="primary">
          <Trans>Check-in</Trans>
        </Typography>
        <ArrivalsLine />
        {state.queued > 0 && (
          <Alert severity="warning" data-testid="queued">
            {t`${queued} queued, sent when the network is back`}
          </Alert>
        )}
        <TextField label={t`Door`} value={door} onChange={(event) => changeDoor(event.target.value)} helperText={t`Kept on this phone`} />
        <DoorKindPicker
          sessionId={sessionId}
          onChange={(id) => {
            setSessionId(id);
            seats.clear();
          }}
        />
        {sessionId !== null && seats.verdict && <SeatPanel verdict={seats.verdict} />}
        {sessionId !== null && seats.failure ? <Alert severity="error">{errorMessage(seats.failure, t`The check failed. Try again.`)}</Alert> : null}
        {sessionId === null && state.verdict && <VerdictPanel verdict={state.verdict} />}
        {sessionId === null && state.verdict?.in && (
          <Button variant="outlined" size="large" startIcon={<UndoIcon />} onClick={() => void state.undo()} sx={{ minHeight: 56 }}>
            <Trans>Undo this check-in</Trans>
          </Button>
        )}
        {state.failure ? <Alert severity="error">{errorMessage(state.failure, t`The check-in failed. Try again.`)}</Alert> : null}
        {camera ? (
          <Suspense fallback={<PageSpinner label={t`Opening the camera`} />}>
            <CameraScanner onCode={onScan} />
            <Button size="large" onClick={() => setCamera(false)}>
              <Trans>Close the camera</Trans>
            </Button>
          </Suspense>
        ) : (
          <Button variant="contained" size="large" startIcon={<CameraAltIcon />} onClick={() => setCamera(true)} sx={{ minHeight: 56 }}>
            <Trans>Scan with the camera</Trans>
          </Button>
        )}
        <Stack component="form" direction="row" spacing={1} onSubmit={submit}>
          <TextField label={t`Ticket code`} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" size="large" disabled={state.busy || !code.trim()} sx={{ minWidth: 96 }}>
            <Trans>Check in</Trans>
          </Button>
        </Stack>
        {state.list ? (
          <AttendeeSearch list={state.list} onPick={onScan} disabled={state.busy || seats.busy} />
        ) : (
          <Typography color="text.secondary">
            <Trans>Loading the attendee list…</Trans>
          </Typography>
        )}
        {ticket}
      </Stack>
    </Container>
  );
}
