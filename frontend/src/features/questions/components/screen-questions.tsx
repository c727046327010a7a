import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { useGetQuestionsQuery } from '../api/questions-api';
import { ordered } from '../model/question-list';

/** How many of the most voted open questions a room screen shows beside the one being answered. */
const TOP = 3;

/**
 * The session's questions on its room's screen (issue 47): the one being answered now, then the most voted open
 * ones, kept live like the session page's list (as an anonymous reader: what every attendee may see, nothing
 * waiting or hidden). Large type in the screen's own colours; nothing to point at.
 */
export function ScreenQuestions({ sessionId }: { sessionId: number }) {
  const { data } = useGetQuestionsQuery({ sessionId, userId: null });
  const shown = ordered(data?.questions ?? []).filter((q) => q.pinned || q.status === 'approved');
  const pinned = shown.find((q) => q.pinned);
  const top = shown.filter((q) => !q.pinned).slice(0, TOP);
  if (!pinned && top.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="screen-questions" data-testid="screen-questions" sx={{ display: 'flex', flexDirection: 'column', gap: '1.5vw' }}>
      <Box component="h2" id="screen-questions" sx={{ m: 0, fontSize: 'clamp(1.25rem, 2.2vw, 3rem)', opacity: 0.8 }}>
        <Trans>Questions</Trans>
      </Box>
      {pinned && (
        <Box data-testid="screen-question-pinned" sx={{ borderLeft: '0.4vw solid currentColor', pl: '1.5vw', fontSize: 'clamp(1.5rem, 3vw, 4rem)' }}>
          <Box component="p" sx={{ m: 0, fontSize: '0.55em', opacity: 0.8 }}>
            <Trans>Being answered now</Trans>
          </Box>
          <Box component="p" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {pinned.text}
          </Box>
        </Box>
      )}
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1vw' }}>
        {top.map((q) => {
          const votes = q.votes;
          return (
            <Box component="li" key={q.id} data-testid="screen-question" sx={{ display: 'flex', gap: '1.5vw', fontSize: 'clamp(1.1rem, 2vw, 2.75rem)' }}>
              <Box component="span" sx={{ minWidth: '3ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums', opacity: 0.8 }}>
                <Trans>{votes} ▲</Trans>
              </Box>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {q.text}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
