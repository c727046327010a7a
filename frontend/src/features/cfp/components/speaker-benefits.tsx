import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { BenefitsSection, type Benefit } from '@/components/benefits-section';

// Spec section 1: the benefits for speakers.
const BENEFITS: Benefit[] = [
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
  return <BenefitsSection titleId="speaker-benefits-title" title="Why Speak at the Conference?" benefits={BENEFITS} />;
}
