import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export interface FormNotice {
  severity: 'success' | 'error';
  message: string;
  testId: string;
}

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  intro: string;
  /** The outcome of the last submit, shown above the fields and scrolled into view. */
  notice: FormNotice | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** The fields: Grid items. */
  children: ReactNode;
}

/** A public page's form (call for papers, sponsorship): title, the outcome of the last submit, fields and submit. */
export function PublicForm({ formRef, titleId, title, intro, notice, submitting, submitLabel, onSubmit, children }: Props) {
  const { t } = useLingui();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  }, [notice]);

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={titleId}
      // A field focused because it is invalid must not end up under the fixed app bar.
      sx={{ '& input, & textarea, & select': { scrollMarginTop: 112 } }}
    >
      <Typography id={titleId} variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {notice && (
        <Alert
          ref={noticeRef}
          severity={notice.severity}
          // "Sent" is told politely, a failure at once (WCAG 4.1.3); neither takes the focus from where it is.
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 3, whiteSpace: 'pre-line' }}
          data-testid={notice.testId}
        >
          {notice.message}
        </Alert>
      )}
      <Grid container spacing={2.5}>
        {children}
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            // Keeps the field being edited focused until the click lands: its blur check would otherwise add an
            // error line, shift the button away from the pointer and swallow the click.
            onMouseDown={(event) => event.preventDefault()}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {submitting ? t`Submitting...` : submitLabel}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
