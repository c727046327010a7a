import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ReviewCriterion } from '../api/types';
import { useLingui } from '@lingui/react/macro';

interface ScoreFieldProps {
  criterion: ReviewCriterion;
  value: number;
  error?: string;
  disabled?: boolean;
  onChange: (score: number) => void;
}

/** One criterion's score, 1 to scale_max, as a radio group named by the criterion. */
export function ScoreField({ criterion, value, error, disabled, onChange }: ScoreFieldProps) {
  const labelId = `criterion-${criterion.id}-label`;
  const helpId = `criterion-${criterion.id}-help`;
  const scores = Array.from({ length: criterion.scale_max }, (_, i) => i + 1);
  const { t } = useLingui();
  const max = criterion.scale_max;
  const weight = criterion.weight;
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled} sx={{ display: 'block', mb: 2 }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {criterion.name}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        name={`criterion-${criterion.id}`}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {scores.map((score) => (
          <FormControlLabel key={score} value={String(score)} control={<Radio size="small" />} label={String(score)} />
        ))}
      </RadioGroup>
      <FormHelperText id={helpId}>{error ?? t`1 (lowest) to ${max} (highest), weight ${weight}`}</FormHelperText>
    </FormControl>
  );
}
