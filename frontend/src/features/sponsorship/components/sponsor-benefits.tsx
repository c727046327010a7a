import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MicOutlined from '@mui/icons-material/MicOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { BenefitsSection, type Benefit } from '@/components/benefits-section';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

type BenefitText = Omit<Benefit, 'title' | 'text'> & { title: MessageDescriptor; text: MessageDescriptor };

// Spec section 1: the benefits for sponsors.
const BENEFITS: BenefitText[] = [
  {
    title: msg`Brand Visibility`,
    text: msg`Your logo on the website, the stage and the conference materials, seen by the whole community.`,
    icon: <VisibilityOutlined />,
  },
  {
    title: msg`Access to Decision Makers`,
    text: msg`Meet the executives and buyers who choose the language technology their organisations use.`,
    icon: <BusinessCenterOutlined />,
  },
  {
    title: msg`Prestigious Venue`,
    text: msg`Be associated with an event held in the Austrian Parliament, one of the finest venues in Europe.`,
    icon: <AccountBalanceOutlined />,
  },
  {
    title: msg`Content Marketing`,
    text: msg`Reach our audience before and after the event through social media blasts and conference news.`,
    icon: <CampaignOutlined />,
  },
  {
    title: msg`Speaking Slots`,
    text: msg`Every package includes time on stage to present your products and vision.`,
    icon: <MicOutlined />,
  },
  {
    title: msg`Innovation Showcase`,
    text: msg`Show your newest solutions to the people most likely to adopt them.`,
    icon: <RocketLaunchOutlined />,
  },
];

export function SponsorBenefits() {
  const { i18n, t } = useLingui();
  const benefits: Benefit[] = BENEFITS.map((benefit) => ({ ...benefit, title: i18n._(benefit.title), text: i18n._(benefit.text) }));
  return <BenefitsSection titleId="sponsor-benefits-title" title={t`Why Sponsor?`} benefits={benefits} />;
}
