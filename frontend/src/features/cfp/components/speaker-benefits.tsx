import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';

// Spec section 1: the benefits for speakers.
const BENEFITS = [
  {
    title: 'Global Visibility',
    text: 'Present your work to an international audience of industry leaders, buyers and researchers.',
    icon: <PublicOutlined />,
  },
  {
    title: 'Networking',
    text: 'Connect with decision makers, potential partners and fellow experts throughout the event.',
    icon: <HandshakeOutlined />,
  },
  {
    title: 'Present at the Parliament',
    text: 'Take the stage in the historic Austrian Parliament building in the heart of Vienna.',
    icon: <AccountBalanceOutlined />,
  },
  {
    title: 'Social Promotion',
    text: 'Your talk and profile are promoted on the conference website and our social media channels.',
    icon: <ShareOutlined />,
  },
  {
    title: 'Knowledge Exchange',
    text: 'Share your insights and take home new ideas from the discussions with your audience.',
    icon: <ForumOutlined />,
  },
  {
    title: 'Discounted Pass',
    text: 'Speakers attend the whole conference with a discounted pass.',
    icon: <ConfirmationNumberOutlined />,
  },
];

export function SpeakerBenefits() {
  return (
    <Box component="section" aria-labelledby="speaker-benefits-title">
      <Typography id="speaker-benefits-title" variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, mb: 2.5 }}>
        Why Speak at the Conference?
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
