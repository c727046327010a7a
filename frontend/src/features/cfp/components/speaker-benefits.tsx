import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { BenefitsSection, type Benefit } from '@/components/benefits-section';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

type BenefitText = Omit<Benefit, 'title' | 'text'> & { title: MessageDescriptor; text: MessageDescriptor };

// Spec section 1: the benefits for speakers.
const BENEFITS: BenefitText[] = [
  {
    title: msg`Global Visibility`,
    text: msg`Present your work to an international audience of industry leaders, buyers and researchers.`,
    icon: <PublicOutlined />,
  },
  {
    title: msg`Networking`,
    text: msg`Connect with decision makers, potential partners and fellow experts throughout the event.`,
    icon: <HandshakeOutlined />,
  },
  {
    title: msg`Present at the Parliament`,
    text: msg`Take the stage in the historic Austrian Parliament building in the heart of Vienna.`,
    icon: <AccountBalanceOutlined />,
  },
  {
    title: msg`Social Promotion`,
    text: msg`Your talk and profile are promoted on the conference website and our social media channels.`,
    icon: <ShareOutlined />,
  },
  {
    title: msg`Knowledge Exchange`,
    text: msg`Share your insights and take home new ideas from the discussions with your audience.`,
    icon: <ForumOutlined />,
  },
  {
    title: msg`Discounted Pass`,
    text: msg`Speakers attend the whole conference with a discounted pass.`,
    icon: <ConfirmationNumberOutlined />,
  },
];

export function SpeakerBenefits() {
  const { i18n, t } = useLingui();
  const benefits: Benefit[] = BENEFITS.map((benefit) => ({ ...benefit, title: i18n._(benefit.title), text: i18n._(benefit.text) }));
  return <BenefitsSection titleId="speaker-benefits-title" title={t`Why Speak at the Conference?`} benefits={benefits} />;
}
