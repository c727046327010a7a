import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

const ADDRESS = 'Dr. Karl Renner-Ring 3, A-1017 Wien, Austria';

export function LocationPage() {
  return (
    <PageContainer>
      <PageHeader title="Conference Location" subtitle="The conference takes place at the Austrian Parliament in Vienna." />
      <Typography variant="h6" component="h2" gutterBottom>
        Address
      </Typography>
      <Typography>{ADDRESS}</Typography>
      <Link
        href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Austrian Parliament, ${ADDRESS}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open in maps
      </Link>
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Travel directions, parking and nearby hotels will be added to this page.
      </Typography>
    </PageContainer>
  );
}
