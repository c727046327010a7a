import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MicOutlined from '@mui/icons-material/MicOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

// Spec section 1: the benefits for sponsors.
const BENEFITS = [
  {
    title: 'Brand Visibility',
    text: 'Your logo on the website, the stage and the conference materials, seen by the whole community.',
    icon: <VisibilityOutlined />,
  },
  {
    title: 'Access to Decision Makers',
    text: 'Meet the executives and buyers who choose the language technology their organisations use.',
    icon: <BusinessCenterOutlined />,
  },
  {
    title: 'Prestigious Venue',
    text: 'Be associated with an event held in the Austrian Parliament, one of the finest venues in Europe.',
    icon: <AccountBalanceOutlined />,
  },
  {
    title: 'Content Marketing',
    text: 'Reach our audience before and after the event through social media blasts and conference news.',
    icon: <CampaignOutlined />,
  },
  {
    title: 'Speaking Slots',
    text: 'Every package includes time on stage to present your products and vision.',
    icon: <MicOutlined />,
  },
  {
    title: 'Innovation Showcase',
    text: 'Show your newest solutions to the people most likely to adopt them.',
    icon: <RocketLaunchOutlined />,
  },
];

export function SponsorBenefits() {
  return (
    <Box component="section" aria-labelledby="sponsor-benefits-title">
      <Typography id="sponsor-benefits-title" variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, mb: 2.5 }}>
        Why Sponsor?
      </Typography>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {BENEFITS.map((benefit) => (
          <Grid key={benefit.title} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Box sx={{ height: '100%', p: 2.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: '#e1e6ef' }}>
              <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 30 } }}>
                {benefit.icon}
              </Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {benefit.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {benefit.text}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
