import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { capitalize } from '@/lib/format';
import { useLingui } from '@lingui/react/macro';

export const ALL_CATEGORIES = 'all';

interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

/** Pills: 'all' plus each category; the active one is filled and pressed. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t } = useLingui();
  return (
    <Box role="group" aria-label={t`Filter news by category`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const active = category === selected;
        return (
          <Button key={category} size="small" variant={active ? 'contained' : 'outlined'} aria-pressed={active} onClick={() => onSelect(category)}>
            {category === ALL_CATEGORIES ? t`All` : capitalize(category)}
          </Button>
        );
      })}
    </Box>
  );
}
