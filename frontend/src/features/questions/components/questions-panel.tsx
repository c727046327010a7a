import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/lib/api-errors';
import { formatTime } from '@/lib/format';
import { firstRenderNow } from '@/lib/render-clock';
import { useCurrentUser } from '@/lib/session';
import { useAskQuestionMutation, useGetQuestionsQuery, useModerateQuestionMutation, useVoteQuestionMutation } from '../api/questions-api';
import { ordered } from '../model/question-list';
import { QuestionItem, type Moderation } from './question-item';

/**
 * A session's questions on its page (issue 47): the list, live, with votes; the form to ask while questions are open;
 * for the session's moderators, waiting and hidden questions and the actions on each.
 */
export function QuestionsPanel({ sessionId }: { sessionId: number }) {
  const { t } = useLingui();
  const location = useLocation();
  const user = useCurrentUser();
  const arg = { sessionId, userId: user?.id ?? null };
  const { data: list, error: loadError } = useGetQuestionsQuery(arg);
  const [ask, asking] = useAskQuestionMutation();
  const [vote] = useVoteQuestionMutation();
  const [moderate, moderating] = useModerateQuestionMutation();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [asked, setAsked] = useState(false);
  // Questions open and close with the clock: the panel looks again every half minute.
  const [now, setNow] = useState(firstRenderNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!list) return loadError ? <Alert severity="error">{errorMessage(loadError, t`The questions could not be loaded.`)}</Alert> : null;

  const max = list.max_length;
  const length = text.trim().length;
  const { open_questions: openQuestions, max_open_questions: maxOpen } = list;
  const atLimit = openQuestions >= maxOpen;
  const opensAt = formatTime(list.opens_at);
  const visitor = !user;
  const mayVote = !visitor || !list.signed_in_only;
  const questions = ordered(list.questions);
  const notYet = Date.parse(list.opens_at) > now;
  const open = !notYet && Date.parse(list.closes_at) >= now;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setAsked(false);
    try {
      await ask({ ...arg, text: text.trim(), ...(visitor && { display_name: name.trim() }) }).unwrap();
      setText('');
      setAsked(true);
    } catch (error) {
      setFailure(error);
    }
  }
  const act = (call: Promise<unknown>) => call.catch((error: unknown) => setFailure(error));

  return (
    <Box component="section" aria-labelledby="session-questions" sx={{ mt: 4 }} data-testid="questions-panel">
      <Typography id="session-questions" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>Questions</Trans>
      </Typography>
      {list.can_ask ? (
        <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1, mb: 2 }} data-testid="ask-form">
          {visitor && (
            <TextField
              size="small"
              label={t`Your name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              required
            />
          )}
          <TextField
            label={t`Your question`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            error={length > max}
            helperText={atLimit ? t`You have ${maxOpen} open questions here; ask again once one is answered.` : t`${length} of ${max} characters`}
            slotProps={{ htmlInput: { 'aria-describedby': 'question-help' }, formHelperText: { id: 'question-help' } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={asking.isLoading || length === 0 || length > max || atLimit || (visitor && !name.trim())}>
              <Trans>Ask</Trans>
            </Button>
          </Box>
          {asked && list.moderated && (
            <Typography role="status" variant="body2" color="text.secondary">
              <Trans>Thank you: your question is shown once a moderator approves it.</Trans>
            </Typography>
          )}
        </Box>
      ) : !open ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="questions-closed">
          {notYet ? t`Questions open at ${opensAt}.` : t`Questions are closed.`}
        </Typography>
      ) : null}
      {open && !list.can_ask && visitor && (
        <Button variant="outlined" component={RouterLink} to="/login" state={{ from: location.pathname }} sx={{ mb: 2 }}>
          <Trans>Sign in to ask a question</Trans>
        </Button>
      )}
      {failure !== null && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {errorMessage(failure, t`That did not work. Please try again.`)}
        </Alert>
      )}
      {questions.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No questions yet.</Trans>
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-live="polite">
          {questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              canVote={mayVote && list.can_ask}
              canModerate={list.can_moderate}
              busy={moderating.isLoading}
              onVote={(on) => void act(vote({ ...arg, id: question.id, on }).unwrap())}
              onModerate={(change: Moderation) => void act(moderate({ ...arg, id: question.id, ...change }).unwrap())}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
