import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { config } from '@/lib/config';
import { HomeSection } from './home-section';
import { RecapProgramme } from './recap-programme';
import { Trans, useLingui } from '@lingui/react/macro';
import { editionDates, useEditionYear } from '@/lib/public/edition';
import { useGetEditionsQuery } from '@/lib/public/archive-api';

/**
 * The previous edition: its photos, when and where it was, what stood out, its programme and who sponsored it. Once
 * an edition is in the archive it is the last one there (its name, days and programme page); until then the spec's
 * 2024 edition. The texts and photos are the organisers' (Site tab).
 */
export function RecapSection() {
  const year = useEditionYear();
  const { t } = useLingui();
  const { data: content } = useGetSiteContentQuery();
  const { data: editions, refetch } = useGetEditionsQuery();
  // A new edition begun while the page is open (the settings name its year): the archive has one more.
  const seenYear = useRef(year);
  useEffect(() => {
    if (seenYear.current === year) return;
    seenYear.current = year;
    void refetch();
  }, [year, refetch]);
  const productName = content?.product_name || config.productName;
  if (!content) return null;
  const recap = content.recap_2024;
  const { photos, previous_sponsors: previousSponsors } = recap;
  const venueName = content.venue.name;
  const last = editions?.[0] ?? null;
  const title = recap.title || last?.name || `${productName} 2024`;
  const dates = last ? editionDates(last.starts_on, last.ends_on) : '';
  const lastYear = last?.year;

  return (
    <HomeSection id="recap" title={title} subtitle={t`Relive the highlights from our previous conference`}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="recap-photos">
        {photos.map((photo) => (
          <Grid key={photo.url} component="li" size={{ xs: 6, md: 3 }}>
            <Box
              component="img"
              src={photo.url}
              alt={photo.alt}
              loading="lazy"
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.200' }}
            />
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ textAlign: 'center', my: { xs: 4, md: 5 }, mx: 'auto', maxWidth: 760, fontSize: { md: '1.1rem' } }}>
        {last ? (
          <Trans>
            {title} was held on {dates} at the {venueName}, bringing together the people who build, buy and regulate language technology.
          </Trans>
        ) : (
          <Trans>
            {productName} 2024 was held on November 19-20, 2024 at the {venueName}, bringing together the people who build, buy and regulate language
            technology.
          </Trans>
        )}
      </Typography>
      <RecapProgramme recap={recap} archivedYear={last?.year ?? null} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
        {!last && (
          <Button component="a" href={content.documents.programme_2024_pdf} download variant="contained" startIcon={<FileDownloadOutlined aria-hidden />}>
            <Trans>Download the 2024 Programme (PDF)</Trans>
          </Button>
        )}
        <Button component={RouterLink} to="/about" variant="outlined" endIcon={<ArrowForward aria-hidden />}>
          <Trans>Learn More About {year}</Trans>
        </Button>
      </Stack>
      {previousSponsors.length > 0 && (
        <Box sx={{ mt: { xs: 5, md: 6 } }}>
          <Typography variant="h6" component="h3" sx={{ textAlign: 'center', mb: 3 }}>
            {last ? <Trans>Sponsors of the {lastYear} edition</Trans> : <Trans>Sponsors of the 2024 edition</Trans>}
          </Typography>
          <Box
            component="ul"
            data-testid="recap-sponsors"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 2, md: 3 } }}
          >
            {previousSponsors.map((sponsor) => (
              <Box
                component="li"
                key={sponsor.name}
                sx={{
                  width: { xs: 130, md: 160 },
                  height: 80,
                  p: 1.5,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <Box
                  component="img"
                  src={sponsor.logo_url}
                  alt={sponsor.name}
                  loading="lazy"
                  sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </HomeSection>
  );
}
