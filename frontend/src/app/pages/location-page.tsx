import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { HotelList } from '@/features/venue/components/hotel-list';
import { TravelDirections } from '@/features/venue/components/travel-directions';
import { VenueAddress } from '@/features/venue/components/venue-address';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { useLingui } from '@lingui/react/macro';

export function LocationPage() {
  const { t } = useLingui();
  const { data: content, error, isLoading } = useGetSiteContentQuery();

  return (
    <PageContainer>
      <PageHeader title={t`Conference Location`} subtitle={t`The conference takes place at the Austrian Parliament in Vienna.`} />
      {isLoading && <PageSpinner label={t`Loading venue details`} />}
      {!content && error && <Alert severity="error">{errorMessage(error, t`Could not load the venue details. Please try again later.`)}</Alert>}
      {content && (
        <Stack spacing={{ xs: 5, md: 6 }}>
          <VenueAddress venue={content.venue} />
          <TravelDirections garages={content.garages} />
          <HotelList hotels={content.hotels} />
        </Stack>
      )}
    </PageContainer>
  );
}
