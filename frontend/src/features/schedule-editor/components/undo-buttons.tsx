import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { ScheduleCommand, StepDirection } from '../api/schedule-history-api';
import { REDO_SHORTCUT, UNDO_SHORTCUT } from '../model/undo-keys';
import { useLingui } from '@lingui/react/macro';

interface Props {
  /** The next command to undo and to redo, if any. */
  undo?: ScheduleCommand;
  redo?: ScheduleCommand;
  onStep: (direction: StepDirection) => void;
}

/** Undo and Redo for the organiser's own changes; each says what it would undo or redo. */
export function UndoButtons({ undo, redo, onStep }: Props) {
  return (
    <Stack direction="row" data-testid="undo-buttons">
      <StepButton direction="undo" command={undo} icon={<UndoIcon />} shortcut={UNDO_SHORTCUT} onStep={onStep} />
      <StepButton direction="redo" command={redo} icon={<RedoIcon />} shortcut={REDO_SHORTCUT} onStep={onStep} />
    </Stack>
  );
}

interface StepProps {
  direction: StepDirection;
  command?: ScheduleCommand;
  icon: ReactElement;
  shortcut: string;
  onStep: (direction: StepDirection) => void;
}

function StepButton({ direction, command, icon, shortcut, onStep }: StepProps) {
  const { t } = useLingui();
  const name = direction === 'undo' ? t`Undo` : t`Redo`;
  const label = command?.label;
  const tip = command ? t`${name}: ${label} (${shortcut})` : direction === 'undo' ? t`Nothing to undo` : t`Nothing to redo`;
  const descriptionId = `schedule-${direction}-next`;
  return (
    // A disabled button gets no pointer events: the tooltip sits on a wrapper, so it still says why.
    <Tooltip title={tip} describeChild>
      <span>
        <IconButton aria-label={name} aria-describedby={descriptionId} disabled={!command} onClick={() => onStep(direction)}>
          {icon}
        </IconButton>
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {tip}
        </Box>
      </span>
    </Tooltip>
  );
}
