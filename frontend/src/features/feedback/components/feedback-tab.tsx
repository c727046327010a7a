import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FeedbackComments, RatingDistribution } from '@/components/feedback/feedback-summary';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import type { SessionFeedback } from '@/types/api';
import { useGetAdminFeedbackQuery } from '../api/feedback-admin-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { intlLocale } from '@/lib/i18n/active-locale';

const COLUMNS = 5;

function FeedbackRow({ feedback }: { feedback: SessionFeedback }) {
  const [open, setOpen] = useState(false);
  const commentsId = `admin-feedback-comments-${feedback.session_id}`;
  const count = feedback.comments.length;
  const { t } = useLingui();
  const title = feedback.title;
  return (
    <Fragment>
      <TableRow data-testid="admin-feedback-row" sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell component="th" scope="row">
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {feedback.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(feedback.start_time)}
          </Typography>
        </TableCell>
        <TableCell align="right">
          {feedback.average === null ? '-' : `${feedback.average.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5`}
        </TableCell>
        <TableCell align="right">{feedback.ratings}</TableCell>
        <TableCell sx={{ minWidth: 180 }}>
          <RatingDistribution feedback={feedback} />
        </TableCell>
        <TableCell>
          {count === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>None</Trans>
            </Typography>
          ) : (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={commentsId}
              aria-label={open ? t`Hide comments on ${title}` : t`Show comments on ${title}`}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? plural(count, { one: 'Hide # comment', other: 'Hide # comments' }) : plural(count, { one: 'Show # comment', other: 'Show # comments' })}
            </Button>
          )}
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={commentsId}>
          <TableCell colSpan={COLUMNS} sx={{ pt: 0 }}>
            <FeedbackComments feedback={feedback} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The 'Feedback' tab: every rated session with its average, count, spread and comments; live over the socket. */
export function FeedbackTab() {
  const { data, isLoading, error } = useGetAdminFeedbackQuery();
  const { t } = useLingui();

  if (isLoading) return <PageSpinner />;
  if (error && !data) return <Alert severity="error">{errorMessage(error, t`Could not load session feedback.`)}</Alert>;

  return (
    <section aria-labelledby="admin-feedback-heading">
      <Typography id="admin-feedback-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>Session Feedback</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Attendees' ratings of the sessions that have ended. Who rated is never shown.</Trans>
      </Typography>
      {!data || data.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No session has been rated yet.</Trans>
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t`Session feedback`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Session</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Average</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Ratings</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Distribution</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Comments</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((feedback) => (
                <FeedbackRow key={feedback.session_id} feedback={feedback} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
