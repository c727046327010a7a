import { useState } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { PublicForm, type FormNotice } from '@/components/public-form';
import { detailText } from '@/lib/api-errors';
import { useCheckedFields } from '@/lib/use-checked-fields';
import { useLingui } from '@lingui/react/macro';
import { useReportBarrierMutation } from '../api/barrier-report-api';

type Field = 'email' | 'name' | 'page' | 'message';
type Values = Record<Field, string>;

const EMPTY: Values = { email: '', name: '', page: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reporting a barrier (the statement's "feedback and contact"): it reaches the organisers' contact address, and they
 * answer at the address given. The server applies the same rules.
 */
export function BarrierReportForm() {
  const { t } = useLingui();
  const [report, { isLoading: submitting }] = useReportBarrierMutation();
  const rule = (field: Field, values: Values): string | undefined => {
    if (field === 'email') return EMAIL.test(values.email.trim()) ? undefined : t`Enter the address we can answer you at`;
    if (field === 'message') return values.message.trim() ? undefined : t`Describe the barrier you met`;
    return undefined;
  };
  const form = useCheckedFields<Values, Field>({
    idPrefix: 'barrier',
    initial: EMPTY,
    validate: (values) => Object.fromEntries((['email', 'message'] as const).map((f) => [f, rule(f, values)]).filter(([, e]) => e)),
    validateField: rule,
    fromAccount: (user) => ({ email: user.email, name: user.full_name }),
  });
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const field = (name: Field) => ({ ...form.field(name), helperText: form.errors[name] });

  async function handleSubmit() {
    if (!form.checkAll()) return;
    setNotice(null);
    const { email, name, page, message } = form.values;
    try {
      await report({ email, name: name || null, page: page || null, message }).unwrap();
      form.reset();
      setNotice({ severity: 'success', message: t`Thank you. Your report has reached the organisers; they will answer you by email.`, testId: 'barrier-sent' });
    } catch (error) {
      setNotice({
        severity: 'error',
        message: detailText(error, t`Your report could not be sent. Please try again, or write to us.`),
        testId: 'barrier-error',
      });
    }
  }

  return (
    <PublicForm
      formRef={form.formRef}
      titleId="barrier-form-title"
      title={t`Report a barrier`}
      intro={t`Tell us what you could not use, and where. Fields marked with * are required.`}
      notice={notice}
      submitting={submitting}
      submitLabel={t`Send report`}
      onSubmit={() => void handleSubmit()}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Email`} type="email" required autoComplete="email" {...field('email')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Name`} autoComplete="name" {...field('name')} helperText={t`Optional`} />
      </Grid>
      <Grid size={12}>
        {/* A short label (a long one is cut off inside the outline on a phone); what it means below. */}
        <TextField label={t`Where`} {...field('page')} helperText={t`A page or part of the site (optional)`} />
      </Grid>
      <Grid size={12}>
        <TextField label={t`What happened`} required multiline minRows={4} {...field('message')} />
      </Grid>
    </PublicForm>
  );
}
