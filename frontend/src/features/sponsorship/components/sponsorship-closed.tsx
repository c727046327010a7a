import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Trans, useLingui } from '@lingui/react/macro';

export function SponsorshipClosed({ contactEmail }: { contactEmail: string | undefined }) {
  const { t } = useLingui();
  const contact = contactEmail ? (
    <Link href={`mailto:${contactEmail}`} underline="always" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {contactEmail}
    </Link>
  ) : (
    t`our e-mail address`
  );
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }}>
        <EventBusyOutlined />
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, color: 'primary.main', my: 2, maxWidth: 720, mx: 'auto' }}>
        <Trans>We are currently not accepting new sponsorship applications</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
        <Trans>For sponsorship enquiries, please contact us at {contact}.</Trans>
      </Typography>
    </Box>
  );
}
