import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { HomeSection } from './home-section';
import { TestimonialsCarousel } from './testimonials-carousel';
import { useLingui } from '@lingui/react/macro';

/** What past attendees said (the quotes are site content). */
export function TestimonialsSection() {
  const { t } = useLingui();
  const { data } = useGetSiteContentQuery();
  const testimonials = data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="testimonials" title={t`What Attendees Say`} subtitle={t`Voices from our previous conference.`}>
      <TestimonialsCarousel testimonials={testimonials} />
    </HomeSection>
  );
}
