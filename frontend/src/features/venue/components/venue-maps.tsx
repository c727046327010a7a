import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/page-spinner';
import { FloorPlan } from '@/components/venue/floor-plan';
import { errorMessage } from '@/lib/api-errors';
import { useGetVenueMapsQuery, type PublicVenueMap } from '../api/venue-maps-api';

/**
 * Each floor's plan with its rooms, and the rooms in text under it. `room` (a room's key, from a session's "on the
 * map" link) is highlighted and focused.
 */
export function VenueMaps({ room }: { room: string | null }) {
  const { t } = useLingui();
  const { data, isLoading, error } = useGetVenueMapsQuery();
  if (isLoading) return <PageSpinner label={t`Loading the venue maps`} />;
  if (error && !data) return <Alert severity="error">{errorMessage(error, t`Failed to load the venue maps.`)}</Alert>;
  const floors = data ?? [];
  if (floors.length === 0) {
    return (
      <Typography>
        <Trans>No venue maps yet.</Trans>
      </Typography>
    );
  }
  const missing = room && !floors.some((f) => f.rooms.some((r) => r.key === room));
  return (
    <Box sx={{ display: 'grid', gap: 5 }}>
      {missing && <Alert severity="info">{t`This room is not on a map yet.`}</Alert>}
      {floors.map((floor) => (
        <Floor key={floor.id} floor={floor} highlighted={room} />
      ))}
    </Box>
  );
}

function Floor({ floor, highlighted }: { floor: PublicVenueMap; highlighted: string | null }) {
  const { t } = useLingui();
  const name = floor.floor;
  const headingId = `floor-${floor.id}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {name}
      </Typography>
      <FloorPlan image={floor.image_url} width={floor.width} height={floor.height} label={t`Plan of ${name}`} rooms={floor.rooms} highlighted={highlighted} />
      {floor.rooms.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: 0, listStyle: 'none', mt: 2 }} aria-label={t`Rooms on ${name}`}>
          {floor.rooms.map((r) => (
            <Box component="li" key={r.key} sx={{ fontWeight: r.key === highlighted ? 700 : 400 }}>
              {r.name}
              {r.stream_url && (
                <>
                  {' · '}
                  <Link href={r.stream_url} target="_blank" rel="noopener noreferrer">
                    <Trans>Stream</Trans>
                  </Link>
                </>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
