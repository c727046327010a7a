import Box from '@mui/material/Box';
import { FeaturedSpeakersSection } from '@/features/home/components/featured-speakers-section';
import { FeaturedVideosSection } from '@/features/home/components/featured-videos-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { JoinSection } from '@/features/home/components/join-section';
import { LatestNewsSection } from '@/features/home/components/latest-news-section';
import { OverviewSection } from '@/features/home/components/overview-section';
import { PartnersSection } from '@/features/home/components/partners-section';
import { RecapSection } from '@/features/home/components/recap-section';
import { SessionsSection } from '@/features/home/components/sessions-section';
import { SiteNotice } from '@/features/home/components/site-notice';
import { SponsorsSection } from '@/features/home/components/sponsors-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { useGetSiteContentQuery } from '@/lib/public/public-api';

/**
 * The home page in the spec's order: hero and intro blocks (overview, open calls, latest news, testimonials), then
 * Featured Speakers, Our Sponsors, Our Partners, videos, the 2024 recap and Conference Sessions. Every section reads
 * its own live query, so an organiser's change shows up in place.
 */
export function HomePage() {
  const { data: content } = useGetSiteContentQuery();

  return (
    <Box
      data-testid="home-page"
      // Every other band is tinted, counting only the sections that are shown.
      sx={{ '& > section:nth-of-type(odd):not(:first-of-type)': { bgcolor: 'background.default' } }}
    >
      <SiteNotice notice={content?.notice} />
      <HeroSection content={content} />
      <OverviewSection />
      <JoinSection />
      <LatestNewsSection />
      <TestimonialsSection />
      <FeaturedSpeakersSection />
      <SponsorsSection />
      <PartnersSection />
      <FeaturedVideosSection />
      <RecapSection />
      <SessionsSection />
    </Box>
  );
}
