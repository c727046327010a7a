import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { CalendarLinks } from '../api/types';
import { CopyLinkField } from './copy-link-field';
import { Trans, useLingui } from '@lingui/react/macro';

/** The private feed address with a copy button and a webcal:// link that opens the calendar app. */
export function CalendarFeed({ links }: { links: CalendarLinks }) {
  const { t } = useLingui();
  return (
    <Box>
      <CopyLinkField label={t`Calendar feed URL`} url={links.url} testId="calendar-url" />
      <Link href={links.webcal_url} sx={{ fontWeight: 600 }}>
        <Trans>Open in calendar app</Trans>
      </Link>
    </Box>
  );
}
