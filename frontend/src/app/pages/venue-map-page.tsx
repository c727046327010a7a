import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { VenueMaps } from '@/features/venue/components/venue-maps';
import { useLingui } from '@lingui/react/macro';

/** /venue: the venue's floors with their rooms; /venue?room=<key> highlights one (a session's "on the map" link). */
export function VenueMapPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <PageHeader title={t`Venue map`} subtitle={t`Where the rooms are, floor by floor.`} />
      <VenueMaps room={params.get('room')} />
    </PageContainer>
  );
}
