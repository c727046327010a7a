import Grid from '@mui/material/Grid';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { useGetConferenceSettingsQuery, useGetSiteContentQuery } from '@/lib/public/public-api';
import { HomeSection } from './home-section';
import { JoinCard } from './join-card';

// Marketing copy of spec section 1.
const SPEAKER_BENEFITS = [
  'Global visibility',
  'Networking',
  'Presenting at the parliament',
  'Social promotion',
  'Knowledge exchange',
  'A discounted pass',
] as const;
const SPONSOR_BENEFITS = [
  'Brand visibility',
  'Access to decision makers',
  'A prestigious venue',
  'Content marketing',
  'Speaking slots',
  'An innovation showcase',
] as const;

/** The open calls: shown only while the settings accept speakers or sponsors, one card per open call. */
export function JoinSection() {
  const { data: settings } = useGetConferenceSettingsQuery();
  const { data: content } = useGetSiteContentQuery();
  const cfp = settings?.accepting_cfp === true;
  const sponsors = settings?.accepting_sponsors === true;
  // The deadlines come with the site content; the section waits for it rather than showing a half card.
  if ((!cfp && !sponsors) || !content) return null;

  const size = cfp && sponsors ? { xs: 12, md: 6 } : { xs: 12 };
  return (
    <HomeSection id="join" title="Join Us in 2025" subtitle="Be part of the conference as a speaker or a sponsor.">
      <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
        {cfp && (
          <Grid size={size} sx={{ maxWidth: cfp && sponsors ? undefined : 640 }}>
            <JoinCard
              testId="join-speaker-card"
              icon={<CampaignOutlined aria-hidden />}
              title="Become a Speaker"
              text="Share your work with the language technology community on the stage of the parliament."
              benefits={SPEAKER_BENEFITS}
              callName="speakers"
              closes={content.calls.cfp_closes}
              action={{ label: 'Submit Your Proposal', to: '/cfp' }}
            />
          </Grid>
        )}
        {sponsors && (
          <Grid size={size} sx={{ maxWidth: cfp && sponsors ? undefined : 640 }}>
            <JoinCard
              testId="join-sponsor-card"
              icon={<HandshakeOutlined aria-hidden />}
              title="Sponsor the Conference"
              text="Put your brand in front of the people who buy, build and regulate language technology."
              benefits={SPONSOR_BENEFITS}
              callName="sponsors"
              closes={content.calls.sponsors_closes}
              action={{ label: 'Become a Sponsor', to: '/sponsorship' }}
            />
          </Grid>
        )}
      </Grid>
    </HomeSection>
  );
}
