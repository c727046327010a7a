import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useGetEditionsQuery } from '@/lib/public/archive-api';
import { editionDates } from '@/lib/public/edition';
import { SettingsPanel } from './settings-panel';
import { SuccessStatus } from '@/components/success-status';

const NextEditionDialog = lazy(async () => ({ default: (await import('./next-edition-dialog')).NextEditionDialog }));

/**
 * The edition the site is about, and the way to the next one (issue 29): "Begin the next edition" moves this one's
 * programme, proposals and reviews to the archive and sets the new days. The archive's editions are listed.
 */
export function SettingsEditions({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  const [open, setOpen] = useState(false);
  const [archived, setArchived] = useState<number | null>(null);
  const { data: editions } = useGetEditionsQuery();
  const year = startsOn.slice(0, 4);
  const dates = editionDates(startsOn, endsOn);

  return (
    <SettingsPanel
      testId="settings-editions"
      title={<Trans>Editions</Trans>}
      intro={
        <Trans>
          The site is about the {year} edition ({dates}). When it is over, begin the next one: its programme, proposals, reviews and saved sessions move to the
          archive, where visitors can still read its programme.
        </Trans>
      }
    >
      <Box>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          <Trans>Begin the next edition</Trans>
        </Button>
      </Box>
      <SuccessStatus show={archived !== null} onClose={() => setArchived(null)}>
        <Trans>
          The {archived} edition is in the archive:{' '}
          <Link component={RouterLink} to={`/archive/${archived}`}>
            /archive/{archived}
          </Link>
          .
        </Trans>
      </SuccessStatus>
      {editions && editions.length > 0 && (
        <Typography variant="body2">
          <Trans>In the archive:</Trans>{' '}
          {editions.map((edition, index) => (
            <span key={edition.year}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={`/archive/${edition.year}`}>
                {edition.name}
              </Link>
            </span>
          ))}
        </Typography>
      )}
      {open && (
        <Suspense fallback={null}>
          <NextEditionDialog startsOn={startsOn} endsOn={endsOn} onClose={() => setOpen(false)} onDone={setArchived} />
        </Suspense>
      )}
    </SettingsPanel>
  );
}
