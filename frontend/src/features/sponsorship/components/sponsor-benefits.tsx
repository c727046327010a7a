import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MicOutlined from '@mui/icons-material/MicOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { BenefitsSection, type Benefit } from '@/components/benefits-section';

// Spec section 1: the benefits for sponsors.
const BENEFITS: Benefit[] = [
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
  return <BenefitsSection titleId="sponsor-benefits-title" title="Why Sponsor?" benefits={BENEFITS} />;
}
