import Grid from '@mui/material/Grid';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { useGetConferenceSettingsQuery, useGetSiteContentQuery } from '@/lib/public/public-api';
import { closesAt, type Call } from '@/lib/calls/call-window';
import { useCall } from '@/lib/calls/use-call';
import { formatLongDate } from '@/lib/format';
import { HomeSection } from './home-section';
import { JoinCard } from './join-card';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEditionYear } from '@/lib/public/edition';

// Marketing copy of spec section 1.
const SPEAKER_BENEFITS: readonly MessageDescriptor[] = [
  msg`Global visibility`,
  msg`Networking`,
  msg`Presenting at the parliament`,
  msg`Social promotion`,
  msg`Knowledge exchange`,
  msg`A discounted pass`,
];
const SPONSOR_BENEFITS: readonly MessageDescriptor[] = [
  msg`Brand visibility`,
  msg`Access to decision makers`,
  msg`A prestigious venue`,
  msg`Content marketing`,
  msg`Speaking slots`,
  msg`An innovation showcase`,
];

/** The open calls: shown only while the settings accept speakers or sponsors, one card per open call. */
export function JoinSection() {
  const year = useEditionYear();
  const { t, i18n } = useLingui();
  const { data: settings } = useGetConferenceSettingsQuery();
  const { data: content } = useGetSiteContentQuery();
  // Each call as the page's clock sees it: a card goes when its deadline passes.
  const cfp = useCall(settings, 'cfp').accepting;
  const sponsors = useCall(settings, 'sponsorship').accepting;
  // The deadlines come with the site content; the section waits for it rather than showing a half card.
  if ((!cfp && !sponsors) || !content) return null;

  // A call's closing time where organisers set one, else the site's wording of it.
  const deadline = (call: Call, worded: string) => {
    const at = settings && closesAt(settings, call);
    return at ? formatLongDate(at) : worded;
  };
  const cfpCloses = deadline('cfp', content.calls.cfp_closes);
  const sponsorsCloses = deadline('sponsorship', content.calls.sponsors_closes);
  const size = cfp && sponsors ? { xs: 12, md: 6 } : { xs: 12 };
  return (
    <HomeSection id="join" title={t`Join Us in ${year}`} subtitle={t`Be part of the conference as a speaker or a sponsor.`}>
      <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
        {cfp && (
          <Grid size={size} sx={{ maxWidth: cfp && sponsors ? undefined : 640 }}>
            <JoinCard
              testId="join-speaker-card"
              icon={<CampaignOutlined aria-hidden />}
              title={t`Become a Speaker`}
              text={t`Share your work with the language technology community on the stage of the parliament.`}
              benefits={SPEAKER_BENEFITS.map((benefit) => i18n._(benefit))}
              deadline={t`The call for speakers closes on ${cfpCloses}.`}
              action={{ label: t`Submit Your Proposal`, to: '/cfp' }}
            />
          </Grid>
        )}
        {sponsors && (
          <Grid size={size} sx={{ maxWidth: cfp && sponsors ? undefined : 640 }}>
            <JoinCard
              testId="join-sponsor-card"
              icon={<HandshakeOutlined aria-hidden />}
              title={t`Sponsor the Conference`}
              text={t`Put your brand in front of the people who buy, build and regulate language technology.`}
              benefits={SPONSOR_BENEFITS.map((benefit) => i18n._(benefit))}
              deadline={t`The call for sponsors closes on ${sponsorsCloses}.`}
              action={{ label: t`Become a Sponsor`, to: '/sponsorship' }}
            />
          </Grid>
        )}
      </Grid>
    </HomeSection>
  );
}
