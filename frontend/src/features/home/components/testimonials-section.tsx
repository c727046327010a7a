import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { HomeSection } from './home-section';
import { TestimonialsCarousel } from './testimonials-carousel';

/** What past attendees said (the quotes are site content). */
export function TestimonialsSection() {
  const { data } = useGetSiteContentQuery();
  const testimonials = data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="testimonials" title="What Attendees Say" subtitle="Voices from our previous conference.">
      <TestimonialsCarousel testimonials={testimonials} />
    </HomeSection>
  );
}
