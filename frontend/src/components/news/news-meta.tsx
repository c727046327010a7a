import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CalendarIcon, PersonIcon, TagIcon } from '@/components/icons/sprite';
import { Pill } from '@/components/pill';
import { capitalize, formatDate } from '@/lib/format';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { NewsItem } from '@/types/api';
import { newsCategory } from '@/lib/news-order';
import { useLingui } from '@lingui/react/macro';

function MetaPart({ icon, label, children }: { icon: ReactElement; label: string; children: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 16 } }}>
        {icon}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <span>{children}</span>
    </Box>
  );
}

/** Author, date, category and the Featured badge of a news item (spec: card, modal and home list). */
export function NewsMeta({ item }: { item: NewsItem }) {
  const { t } = useLingui();
  const date = formatDate(item.published_date || new Date().toISOString());
  return (
    <Typography
      component="div"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.75 }}
    >
      <MetaPart icon={<PersonIcon />} label={t`Author: `}>
        {item.author?.trim() || t`Conference Team`}
      </MetaPart>
      <MetaPart icon={<CalendarIcon />} label={t`Published: `}>
        {date}
      </MetaPart>
      <MetaPart icon={<TagIcon />} label={t`Category: `}>
        {capitalize(newsCategory(item))}
      </MetaPart>
      {item.featured && <Pill label={t`Featured`} color="secondary" size="small" sx={{ fontWeight: 700 }} />}
    </Typography>
  );
}
