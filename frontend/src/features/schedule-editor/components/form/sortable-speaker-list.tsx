import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { ChosenSpeaker } from '../../model/session-form-values';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  speakers: ChosenSpeaker[];
  onChange: (speakers: ChosenSpeaker[]) => void;
}

interface RowProps {
  speaker: ChosenSpeaker;
  position: number;
  count: number;
  onRemove: () => void;
  /** One place earlier (-1) or later (1): the single-pointer way beside the drag (WCAG 2.5.7). */
  onStep: (steps: -1 | 1) => void;
}

function SpeakerRow({ speaker, position, count, onRemove, onStep }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: speaker.id });
  const { t } = useLingui();
  const name = speaker.name;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="chosen-speaker"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        pr: 0.5,
        listStyle: 'none',
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 3 : 0,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        size="small"
        aria-label={t`Reorder ${name}, position ${position} of ${count}`}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          {position}.
        </Box>
        {speaker.name}
      </Typography>
      {speaker.refusedRecording && <Chip size="small" color="warning" label={t`Said no to recording`} variant="outlined" />}
      {speaker.hidden && <Chip size="small" label={t`Hidden`} variant="outlined" />}
      <IconButton size="small" aria-label={t`Move ${name} up`} disabled={position === 1} onClick={() => onStep(-1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t`Move ${name} down`} disabled={position === count} onClick={() => onStep(1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t`Remove ${name}`} onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The chosen speakers in display order, reordered by dragging the handle, by the up and down buttons (for a pointer
 * that cannot drag) or, from the keyboard, Space on the handle, the arrow keys and Space again. The live announcements sit inside the dialog so a screen reader hears them.
 */
export function SortableSpeakerList({ speakers, onChange }: Props) {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useLingui();
  const nameOf = (id: UniqueIdentifier) => speakers.find((s) => s.id === id)?.name ?? t`speaker`;
  const place = (id: UniqueIdentifier | undefined) => speakers.findIndex((s) => s.id === id) + 1;
  const count = speakers.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = nameOf(active.id);
      const position = place(active.id);
      return t`Picked up ${name}, position ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const name = nameOf(active.id);
      const position = place(over.id);
      return t`${name} moved to position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      const name = nameOf(active.id);
      const position = place(over.id);
      return t`${name} dropped at position ${position} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      const position = place(active.id);
      return t`Reordering cancelled; ${name} stays at position ${position}.`;
    },
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = speakers.findIndex((s) => s.id === active.id);
    const to = speakers.findIndex((s) => s.id === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(speakers, from, to));
  }

  if (!speakers.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <Trans>No speakers yet.</Trans>
      </Typography>
    );
  }
  return (
    <Box ref={setRegion} sx={{ mt: 1 }}>
      {region && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dragEnd}
          accessibility={{
            container: region,
            announcements,
            screenReaderInstructions: {
              draggable: t`To reorder, press Space on the handle, move with the arrow keys, and press Space again to drop or Escape to cancel.`,
            },
          }}
        >
          <SortableContext items={speakers.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label={t`Speakers in display order`} sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              {speakers.map((speaker, index) => (
                <SpeakerRow
                  key={speaker.id}
                  speaker={speaker}
                  position={index + 1}
                  count={speakers.length}
                  onRemove={() => onChange(speakers.filter((s) => s.id !== speaker.id))}
                  onStep={(steps) => onChange(arrayMove(speakers, index, index + steps))}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
