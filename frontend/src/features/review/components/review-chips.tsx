import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

/** 'Reviewed' / 'To review', and 'Not assigned' for a proposal offered by open review; colours pass WCAG AA contrast. */
export function ReviewChips({ reviewed, assigned }: { reviewed: boolean; assigned: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <Chip
        size="small"
        label={reviewed ? t`Reviewed` : t`To review`}
        sx={{ bgcolor: reviewed ? '#1b5e20' : 'primary.main', color: '#ffffff', fontWeight: 600 }}
      />
      {!assigned && <Chip size="small" variant="outlined" label={t`Not assigned`} />}
    </>
  );
}
