import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { languageName } from '@/lib/session-language';
import { LANGUAGE_FILTERS, type LanguageFilter } from '../lib/language-filter';
import { useLingui } from '@lingui/react/macro';

interface LanguageFilterButtonsProps {
  selected: LanguageFilter;
  onSelect: (filter: LanguageFilter) => void;
}

/** All, English, German: which sessions the programme lists; the chosen one is filled and pressed. */
export function LanguageFilterButtons({ selected, onSelect }: LanguageFilterButtonsProps) {
  const { t } = useLingui();
  return (
    <Box role="group" aria-labelledby="language-filter-label" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography id="language-filter-label" component="span" variant="body2" sx={{ fontWeight: 600, mr: 0.5 }}>
        {t`Language`}
      </Typography>
      {LANGUAGE_FILTERS.map((filter) => {
        const active = filter === selected;
        return (
          <Button key={filter} size="small" variant={active ? 'contained' : 'outlined'} aria-pressed={active} onClick={() => onSelect(filter)}>
            {filter === 'all' ? t({ message: 'All', comment: 'Language filter: sessions in every language' }) : languageName(filter)}
          </Button>
        );
      })}
    </Box>
  );
}
