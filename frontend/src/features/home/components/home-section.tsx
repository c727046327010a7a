import { useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface HomeSectionProps {
  /** Also the base of the heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

// Not `content-visibility: auto` (tried for issue 45's first layout): content the browser skips rendering has no
// colours for contrast checkers to read, so axe reported the sections below the fold as unreadable.
const sectionSx = { py: { xs: 6, md: 8 }, bgcolor: 'background.paper' } as const;

/** One band of the home page: a landmark labelled by its h2, centred content. */
export function HomeSection({ id, title, subtitle, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  // The content (a grid of cards once the section's list arrives) renders in the background, in slices between
  // which the browser stays responsive, rather than in one block when the data lands (issue 12: blocking time).
  const content = useDeferredValue(children);
  return (
    <Box component="section" id={id} aria-labelledby={headingId} data-testid="home-section" sx={sectionSx}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 5 } }}>
          <Typography id={headingId} variant="h4" component="h2" sx={{ color: 'primary.main', fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 680, mx: 'auto', fontSize: { md: '1.1rem' } }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {content}
      </Container>
    </Box>
  );
}
