import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { Testimonial } from '@/types/api';
import { useCarousel } from '../hooks/use-carousel';
import { TestimonialSlide } from './testimonial-slide';
import { useLingui } from '@lingui/react/macro';
import { prefersReducedMotion } from '@/lib/reduced-motion';

const AUTO_ADVANCE_MS = 8000;
const TRANSITION_MS = 500;

const arrowSx = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  '&:hover': { bgcolor: 'background.paper', borderColor: 'primary.main' },
} as const;

/**
 * Past attendees' quotes, one at a time: arrows, dots, Left/Right keys, a wrap at both ends, auto-advance every
 * 8 s that holds while the visitor points at or works in the carousel, and a button to stop it altogether (stopped from
 * the start when the system asks for reduced motion).
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Rotation is motion: it starts stopped for those whose system asks for less.
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const paused = hovered || focused || stopped;
  const { index, goTo, next, previous } = useCarousel(testimonials.length, paused, {
    intervalMs: AUTO_ADVANCE_MS,
    lockMs: TRANSITION_MS,
  });

  const dotLabels = testimonials.map((_, i) => {
    const position = i + 1;
    return t`Show testimonial ${position}`;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={t`Testimonials`}
      data-testid="testimonials-carousel"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ maxWidth: 960, mx: 'auto', borderRadius: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 } }}
    >
      <Box aria-live={paused ? 'polite' : 'off'} sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${index * 100}%)`,
            transition: `transform ${TRANSITION_MS}ms ease`,
          }}
        >
          {testimonials.map((testimonial, i) => (
            <TestimonialSlide key={testimonial.id} testimonial={testimonial} position={i + 1} total={testimonials.length} current={i === index} />
          ))}
        </Box>
      </Box>
      {/* The dots wrap onto a second line on a narrow screen (WCAG 1.4.10) rather than push the page sideways. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}>
        <IconButton aria-label={t`Previous testimonial`} onClick={previous} sx={arrowSx}>
          <ChevronLeft />
        </IconButton>
        <Stack direction="row" spacing={0.25} useFlexGap sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          {testimonials.map((testimonial, i) => (
            <IconButton
              key={testimonial.id}
              aria-label={dotLabels[i]}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              size="small"
              sx={{ p: 1 }}
            >
              <Box
                component="span"
                sx={{
                  width: i === index ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: i === index ? 'primary.main' : 'grey.500',
                  transition: 'width 200ms, background-color 200ms',
                }}
              />
            </IconButton>
          ))}
        </Stack>
        <IconButton aria-label={t`Next testimonial`} onClick={next} sx={arrowSx}>
          <ChevronRight />
        </IconButton>
        <IconButton
          aria-label={stopped ? t`Start automatic rotation` : t`Stop automatic rotation`}
          onClick={() => setStopped((value) => !value)}
          size="small"
          sx={{ ml: 1 }}
        >
          {stopped ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
        </IconButton>
      </Stack>
    </Box>
  );
}
