import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { sessionPath } from '@/lib/public/item-paths';

/** A session's title as the link to its page (/sessions/{id}-…, issue 30), in the heading's own colour. */
export function SessionTitleLink({ session }: { session: { id: number; title: string } }) {
  return (
    <Link component={RouterLink} to={sessionPath(session)} color="inherit" underline="hover">
      {session.title}
    </Link>
  );
}
