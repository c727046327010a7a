import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Pill } from '@/components/pill';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { errorMessage } from '@/lib/api-errors';
import { NoSpeakers } from '@/features/speakers/components/no-speakers';
import { SpeakAtConference } from '@/features/speakers/components/speak-at-conference';
import { useGetConferenceSettingsQuery, useGetPublicSpeakersQuery } from '@/lib/public/public-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useEditionYear } from '@/lib/public/edition';

/** /speakers: every public speaker; the list and the call-for-speakers block follow organiser changes live. */
export function SpeakersPage() {
  const year = useEditionYear();
  const { t } = useLingui();
  const { data: speakers, isLoading, error } = useGetPublicSpeakersQuery();
  const reason = error ? errorMessage(error, t`Failed to load speakers`) : '';
  const speakerCount = (count: number) => t`${plural(count, { one: '# Speaker', other: '# Speakers' })}`;
  const { data: settings } = useGetConferenceSettingsQuery();

  return (
    <PageContainer>
      <PageHeader
        title={t`Our Speakers`}
        subtitle={t`Meet the experts, researchers and industry leaders who will share their insights on language technology and AI at the ${year} conference.`}
      >
        {speakers && speakers.length > 0 && (
          <Pill label={speakerCount(speakers.length)} color="primary" sx={{ mt: 2, fontWeight: 700 }} data-testid="speaker-count" />
        )}
      </PageHeader>

      {isLoading ? (
        <PageSpinner label={t`Loading speakers`} />
      ) : speakers ? (
        speakers.length > 0 ? (
          <section aria-labelledby="speaker-lineup">
            {/* The grid has no visible header (spec); this one keeps the card headings in order for screen readers. */}
            <Typography id="speaker-lineup" variant="h2" sx={visuallyHidden}>
              <Trans>Speaker lineup</Trans>
            </Typography>
            <SpeakerGrid speakers={speakers} />
          </section>
        ) : (
          <NoSpeakers />
        )
      ) : (
        error && <Alert severity="error">{t`Error: ${reason}`}</Alert>
      )}

      {settings?.accepting_cfp && <SpeakAtConference />}
    </PageContainer>
  );
}
