import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { detailText } from '@/lib/api-errors';
import { venueTimeZone } from '@/lib/venue-zone';
import { useGetMyAvailabilityQuery, useSaveMyAvailabilityMutation } from '../api/availability-api';
import { formFrom, nextRow, rowCount, rowErrors, slotsOf, type AvailabilityForm, type MyAvailability } from '../lib/availability-form';
import { AvailabilityDay } from './availability-day';
import { Trans, useLingui } from '@lingui/react/macro';

interface EditorProps {
  userId: number;
  stored: MyAvailability;
}

/** The days and their ranges being edited; saving replaces the stored ranges with them. */
function AvailabilityEditor({ userId, stored }: EditorProps) {
  // The form follows what is stored (a save in another tab) until the speaker starts editing.
  const [base, setBase] = useState(stored);
  const [form, setForm] = useState<AvailabilityForm>(() => formFrom(stored));
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [save, { isLoading: saving }] = useSaveMyAvailabilityMutation();
  const { t } = useLingui();
  if (stored !== base && !dirty) {
    setBase(stored);
    setForm(formFrom(stored));
  }

  const errors = rowErrors(form);
  const anyTimes = rowCount(form) > 0;
  const edit = (day: string, rows: AvailabilityForm[string]) => {
    setForm((prev) => ({ ...prev, [day]: rows }));
    setDirty(true);
    setMessage(null);
  };

  async function onSave() {
    if (errors.size > 0) {
      setShowErrors(true);
      setMessage({ ok: false, text: t`Some times need fixing before they can be saved.` });
      return;
    }
    try {
      const saved = await save({ userId, slots: slotsOf(form) }).unwrap();
      setBase(saved);
      setForm(formFrom(saved));
      setDirty(false);
      setShowErrors(false);
      setMessage({ ok: true, text: t`Availability saved.` });
    } catch (error) {
      setMessage({ ok: false, text: detailText(error, t`Failed to save availability.`) });
    }
  }

  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="availability-summary">
        {anyTimes
          ? t`Organisers place your sessions within these times.`
          : t`You have entered no times, so you are treated as available at any time during the conference.`}
      </Typography>
      <Box component="ul" aria-label={t`Conference days`} sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {Object.keys(form)
          .sort()
          .map((day) => (
            <AvailabilityDay
              key={day}
              day={day}
              rows={form[day]}
              errors={showErrors ? errors : new Map()}
              anyTimes={anyTimes}
              onChange={(rows) => edit(day, rows)}
              onAdd={() => edit(day, [...form[day], nextRow(form[day])])}
            />
          ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void onSave()} disabled={saving}>
          <Trans>Save availability</Trans>
        </Button>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} sx={{ whiteSpace: 'pre-line' }}>
            {message.text}
          </Alert>
        )}
      </Box>
    </>
  );
}

/**
 * Availability: the times the speaker can speak on each conference day (venue time), which organisers see when they
 * place sessions. No times entered means available at any time. Live: `availability.changed` refetches it.
 */
export function AvailabilitySection({ userId }: { userId: number }) {
  const query = useGetMyAvailabilityQuery(userId);
  const { t } = useLingui();
  const zone = venueTimeZone().replaceAll('_', ' ');

  let body;
  if (query.isLoading) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t`Loading availability`} />
      </Box>
    );
  } else if (!query.data) {
    body = <Alert severity="error">{detailText(query.error, t`Could not load your availability.`)}</Alert>;
  } else if (query.data.days.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        <Trans>Availability opens once the programme has days.</Trans>
      </Typography>
    );
  } else {
    body = <AvailabilityEditor userId={userId} stored={query.data} />;
  }

  return (
    <Paper component="section" aria-labelledby="availability-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id="availability-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>Availability</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>The times you can speak, per conference day, in venue time ({zone}).</Trans>
      </Typography>
      {body}
    </Paper>
  );
}
