import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { Pill } from '@/components/pill';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '../model/question-list';

export type Moderation = { status: 'approved' | 'hidden' | 'answered' } | { pinned: boolean };

interface QuestionItemProps {
  question: Question;
  canVote: boolean;
  canModerate: boolean;
  busy: boolean;
  onVote: (on: boolean) => void;
  onModerate: (change: Moderation) => void;
}

/** One question: its text, who asked, its votes with the toggle, its marks, and the moderators' actions. */
export function QuestionItem({ question, canVote, canModerate, busy, onVote, onModerate }: QuestionItemProps) {
  const { t } = useLingui();
  const { status, pinned, votes } = question;
  return (
    <Box
      component="li"
      data-testid="question"
      data-question-id={question.id}
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: pinned ? 'primary.main' : 'divider',
        bgcolor: pinned ? 'action.selected' : 'transparent',
        opacity: status === 'hidden' ? 0.6 : 1,
      }}
    >
      <Button
        size="small"
        variant={question.voted ? 'contained' : 'outlined'}
        disabled={!canVote || busy || (status !== 'approved' && status !== 'answered')}
        onClick={() => onVote(!question.voted)}
        aria-pressed={question.voted}
        aria-label={question.voted ? t`Withdraw your vote (${votes} votes)` : t`Vote for this question (${votes} votes)`}
        sx={{ flexDirection: 'column', minWidth: 52, alignSelf: 'flex-start', lineHeight: 1.2 }}
      >
        {question.voted ? <ThumbUpAltIcon fontSize="small" aria-hidden /> : <ThumbUpAltOutlinedIcon fontSize="small" aria-hidden />}
        <span data-testid="question-votes">{question.votes}</span>
      </Button>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 0.5 }}>
          {pinned && <Pill size="small" color="primary" label={t`Being answered now`} />}
          {status === 'answered' && <Pill size="small" color="secondary" label={t`Answered`} />}
          {status === 'pending' && <Pill size="small" color="error" label={t`Waiting for approval`} />}
          {status === 'hidden' && <Pill size="small" label={t`Hidden`} />}
          {question.mine && <Pill size="small" label={t`Your question`} />}
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="question-text">
          {question.text}
        </Typography>
        {question.author && (
          <Typography variant="body2" color="text.secondary">
            {question.author}
          </Typography>
        )}
        {canModerate && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="question-moderation">
            {status !== 'approved' && (
              <Button size="small" disabled={busy} onClick={() => onModerate({ status: 'approved' })}>
                {status === 'pending' ? <Trans>Approve</Trans> : <Trans>Show again</Trans>}
              </Button>
            )}
            {status === 'approved' && (
              <Button size="small" disabled={busy} onClick={() => onModerate({ pinned: !pinned })}>
                {pinned ? <Trans>Unpin</Trans> : <Trans>Pin: answering now</Trans>}
              </Button>
            )}
            {status !== 'answered' && status !== 'hidden' && (
              <Button size="small" disabled={busy} onClick={() => onModerate({ status: 'answered' })}>
                <Trans>Mark answered</Trans>
              </Button>
            )}
            {status !== 'hidden' && (
              <Button size="small" color="error" disabled={busy} onClick={() => onModerate({ status: 'hidden' })}>
                <Trans>Hide</Trans>
              </Button>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
