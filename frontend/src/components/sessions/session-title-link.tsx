import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { sessionPath } from '@/lib/public/item-paths';
import type { ConferenceSession } from '@/types/api';

/**
 * A session's title as the link to its page (/sessions/{id}-…, issue 30), in the heading's own colour; marked with its
 * language when it is shown in the other one, having none in the page's (WCAG 3.1.2).
 */
export function SessionTitleLink({ session }: { session: Pick<ConferenceSession, 'id' | 'title' | 'texts_in'> }) {
  return (
    <Link component={RouterLink} to={sessionPath(session)} color="inherit" underline="hover" lang={session.texts_in?.title}>
      {session.title}
    </Link>
  );
}
