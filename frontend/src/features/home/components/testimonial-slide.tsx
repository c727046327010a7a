import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuoteIcon } from '@/components/icons/sprite';
import type { Testimonial } from '@/types/api';
import { useLingui } from '@lingui/react/macro';

interface TestimonialSlideProps {
  testimonial: Testimonial;
  position: number;
  total: number;
  current: boolean;
}

/** One quote; it links to the attendee's post on the professional network (new tab). */
export function TestimonialSlide({ testimonial, position, total, current }: TestimonialSlideProps) {
  const { t } = useLingui();
  return (
    <Box
      role="group"
      aria-roledescription={t`slide`}
      aria-label={t`${position} of ${total}`}
      aria-hidden={!current}
      // Slides out of view are out of the tab order and of the accessibility tree.
      inert={!current}
      data-testid="testimonial-slide"
      data-current={current}
      sx={{ flex: '0 0 100%', minWidth: 0, px: { xs: 1, sm: 4, md: 8 }, py: 1, textAlign: 'center' }}
    >
      <QuoteIcon aria-hidden sx={{ fontSize: 48, color: 'secondary.main' }} />
      <Typography component="blockquote" sx={{ m: 0, fontSize: { xs: '1.05rem', md: '1.3rem' }, lineHeight: 1.6, fontStyle: 'italic' }}>
        <Link href={testimonial.linkedInUrl} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
          {testimonial.quote}
        </Link>
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}>
        <Avatar src={testimonial.image} alt={testimonial.name} sx={{ width: 56, height: 56 }} />
        <Box sx={{ textAlign: 'left' }}>
          <Typography sx={{ fontWeight: 700 }}>{testimonial.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {testimonial.title}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
