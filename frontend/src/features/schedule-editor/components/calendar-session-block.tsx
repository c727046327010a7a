import { memo, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { AdminSession } from '../api/schedule-admin-api';
import { clockLabel } from '../model/calendar-time';
import { conflictsText, resizedEnd, roomOf, SLOT_PX } from '../model/calendar-layout';
import { interestText, isOverCapacity, OVER_CAPACITY_STYLE } from '../model/room-interest';
import { SavedBadge } from './saved-badge';
import { CANCELLED_STYLE, CLASH_STYLE, typeLabel, typeStyle } from './session-style';
import { UNAVAILABLE_COLOUR, unavailableText } from '../model/unavailable-times';
import { hasUnreleased, unreleasedLabel, UnreleasedDot } from './unreleased-mark';
import { t } from '@lingui/core/macro';

export const KEYBOARD_HELP_ID = 'calendar-keyboard-help';

export type DragKind = 'move' | 'resize';
export interface DragData {
  kind: DragKind;
  sessionId: number;
}

/**
 * What a block tells a screen reader beyond its visible title and time (its accessible name is its content, so the
 * name always starts with what is seen): room, type, state, clashes, who is editing it.
 */
export function blockDetails(session: AdminSession, editingBy?: string): string {
  const parts = [roomOf(session), typeLabel(session.type)];
  if (session.status === 'cancelled') parts.push(t`cancelled`);
  if (session.conflicts.length) parts.push(conflictsText(session.conflicts));
  const interest = interestText(session);
  if (interest) parts.push(isOverCapacity(session) ? t`over capacity: ${interest}` : interest);
  if (session.unavailable_speakers.length) parts.push(unavailableText(session.unavailable_speakers));
  if (hasUnreleased(session)) parts.push(unreleasedLabel(session).toLowerCase());
  if (editingBy) parts.push(t`being edited by ${editingBy}`);
  return `, ${parts.join(', ')}`;
}

interface ContentProps {
  session: AdminSession;
  start: number;
  end: number;
  height: number;
  editingBy?: string;
}

/** The inside of a block; memoised apart from the drag hooks, which re-render when a drag starts or ends. */
export const BlockContent = memo(function BlockContent({ session, start, end, height, editingBy }: ContentProps) {
  const cancelled = session.status === 'cancelled';
  const clash = session.conflicts.length > 0;
  const names = session.speakers.map((s) => s.name).join(', ');
  const titleClass = `cal-title${height < 60 ? ' cal-title--short' : ''}${cancelled ? ' cal-title--cancelled' : ''}`;
  return (
    <>
      <span className="cal-head">
        <span className={titleClass} data-testid="session-title">
          {session.title}
        </span>
        <SavedBadge session={session} />
        {clash && <WarningAmberIcon aria-hidden data-testid="clash-icon" className="cal-icon" fontSize="inherit" style={{ color: CLASH_STYLE.edge }} />}
        {session.unavailable_speakers.length > 0 && (
          <EventBusyIcon aria-hidden data-testid="unavailable-icon" className="cal-icon" fontSize="inherit" style={{ color: UNAVAILABLE_COLOUR }} />
        )}
        {editingBy && <EditIcon aria-hidden data-testid="editing-badge" className="cal-icon" fontSize="inherit" style={{ color: '#c43e00' }} />}
        <UnreleasedDot session={session} />
      </span>
      {/* A short block hides its time from sight, not from screen readers. */}
      <span className={height >= 40 ? 'cal-line' : 'cal-sr'}>
        {' '}
        {clockLabel(start)} - {clockLabel(end)}
        {cancelled && ` · ${t`Cancelled`}`}
      </span>
      {height >= 90 && editingBy && <span className="cal-line cal-editing"> {t`${editingBy} editing`}</span>}
      {height >= 90 && names && <span className="cal-line"> {names}</span>}
      <span className="cal-sr">{blockDetails(session, editingBy)}</span>
    </>
  );
});

/** The colours of a block by type, state and clash. */
export function blockColours(session: AdminSession) {
  if (session.status === 'cancelled') return { bg: CANCELLED_STYLE.fill, edge: CANCELLED_STYLE.edge, text: CANCELLED_STYLE.text };
  if (session.conflicts.length) return { bg: CLASH_STYLE.fill, edge: CLASH_STYLE.edge, text: '#1f1f1f' };
  const style = typeStyle(session.type);
  return { bg: style.fill, edge: style.edge, text: '#1f1f1f' };
}

interface Props {
  session: AdminSession;
  start: number;
  end: number;
  top: number;
  height: number;
  /** Percent of the day's width. */
  left: number;
  width: number;
  editingBy?: string;
  onOpen: (id: number) => void;
  onKey: (id: number, event: KeyboardEvent<HTMLElement>) => void;
  /**
   * A pointer went down on the block: it gets its drag hooks now (synchronously, before the mouse or touch event
   * that may start a drag), and the block that had them gives them up.
   */
  onArm: (id: number) => void;
}

type Draggable = ReturnType<typeof useDraggable>;

/** What a block's drag hooks give its view. */
interface DragHandles {
  /** `attach`: the hook's setNodeRef (the element it measures and moves). */
  move: Pick<Draggable, 'attributes' | 'listeners' | 'isDragging'> & { attach: Draggable['setNodeRef'] };
  resize: Pick<Draggable, 'listeners' | 'isDragging'> & { attach: Draggable['setNodeRef'] };
  /** Half-hour steps the bottom edge is dragged by. */
  steps: number;
}

/** A block no pointer went down on yet: what the drag hooks would give it before a drag (the same attributes). */
const IDLE: DragHandles = {
  move: {
    attach: () => undefined,
    attributes: { role: 'button', tabIndex: 0, 'aria-disabled': false, 'aria-pressed': undefined, 'aria-roledescription': 'draggable', 'aria-describedby': '' },
    listeners: undefined,
    isDragging: false,
  },
  resize: { attach: () => undefined, listeners: undefined, isDragging: false },
  steps: 0,
};

type ViewProps = Props & DragHandles;

/**
 * One session on the calendar: drag to move, drag its bottom edge to change the end, keys for both. Its drag hooks
 * (CalendarSessionBlock) render again whenever any drag starts, moves over something or ends; this part only when
 * its own session, place or drag state changes.
 */
const BlockView = memo(function BlockView(props: ViewProps) {
  const { session, start, end, top, height, left, width, editingBy, onOpen, onKey, onArm, move, resize, steps } = props;
  const { attach, attributes, listeners, isDragging } = move;
  const { attach: resizeAttach, listeners: resizeListeners, isDragging: resizing } = resize;
  const shownEnd = steps ? resizedEnd(start, end, steps) : end;
  const shownHeight = steps ? Math.max(height + ((shownEnd - end) / 30) * SLOT_PX, 22) : height;
  const colours = blockColours(session);
  const clash = session.conflicts.length > 0;
  const over = isOverCapacity(session);
  const unavailable = session.unavailable_speakers.length > 0;
  const warnings = [clash && conflictsText(session.conflicts), unavailable && unavailableText(session.unavailable_speakers)].filter(Boolean);
  const unreleased = hasUnreleased(session);

  return (
    <div
      ref={attach}
      {...attributes}
      {...listeners}
      className={unreleased ? 'cal-block cal-block--unreleased' : 'cal-block'}
      aria-roledescription={t`session`}
      aria-describedby={KEYBOARD_HELP_ID}
      title={[session.title, ...warnings.map((w) => `⚠ ${w}`), unreleasedLabel(session)].filter(Boolean).join('\n')}
      data-testid="calendar-session"
      data-session-id={session.id}
      data-clash={clash ? 'true' : 'false'}
      data-over-capacity={over ? 'true' : 'false'}
      data-unavailable={unavailable ? 'true' : 'false'}
      data-cancelled={session.status === 'cancelled' ? 'true' : 'false'}
      data-editing={editingBy ? 'true' : 'false'}
      data-unreleased={session.unreleased.join(' ')}
      onPointerDown={() => onArm(session.id)}
      onClick={() => onOpen(session.id)}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKey(session.id, event)}
      style={{
        top,
        height: shownHeight,
        left: `calc(${left}% + 2px)`,
        width: `calc(${width}% - 4px)`,
        background: colours.bg,
        borderLeftColor: colours.edge,
        color: colours.text,
        opacity: isDragging ? 0.35 : 1,
        // Clash, over-capacity, 'being edited' and availability rings are drawn inside, so the focus outline stays visible around them.
        boxShadow: clash
          ? `inset 0 0 0 2px ${CLASH_STYLE.edge}`
          : over
            ? `inset 0 0 0 2px ${OVER_CAPACITY_STYLE.edge}`
            : editingBy
              ? 'inset 0 0 0 2px #c43e00'
              : unavailable
                ? `inset 0 0 0 2px ${UNAVAILABLE_COLOUR}`
                : undefined,
        zIndex: resizing ? 4 : undefined,
      }}
    >
      <BlockContent session={session} start={start} end={shownEnd} height={shownHeight} editingBy={editingBy} />
      <div
        ref={resizeAttach}
        {...resizeListeners}
        aria-hidden
        className="cal-handle"
        data-testid="resize-handle"
        onClick={(event) => event.stopPropagation()}
      />
    </div>
  );
});

/**
 * The drag hooks of the one block a pointer last went down on (to move it, and to drag its bottom edge). Every drag
 * hook renders again whenever any drag starts, moves over something or ends: with 100 blocks a day that made each
 * drop render the whole day, so only this block has them.
 */
function DragHooks({ id, onChange }: { id: number; onChange: (handles: DragHandles) => void }) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: `move:${id}`, data: { kind: 'move', sessionId: id } satisfies DragData });
  const resizing = useDraggable({ id: `resize:${id}`, data: { kind: 'resize', sessionId: id } satisfies DragData });
  const steps = resizing.transform ? Math.round(resizing.transform.y / SLOT_PX) : 0;
  const move = useMemo(() => ({ attach: setNodeRef, attributes, listeners, isDragging }), [setNodeRef, attributes, listeners, isDragging]);
  const resize = useMemo(
    () => ({ attach: resizing.setNodeRef, listeners: resizing.listeners, isDragging: resizing.isDragging }),
    [resizing.setNodeRef, resizing.listeners, resizing.isDragging],
  );
  useLayoutEffect(() => onChange({ move, resize, steps }), [move, resize, steps, onChange]);
  useLayoutEffect(() => () => onChange(IDLE), [onChange]);
  return null;
}

/** One session on the calendar; `armed`: the block a pointer last went down on, which has the drag hooks. */
export const CalendarSessionBlock = memo(function CalendarSessionBlock({ armed, ...props }: Props & { armed: boolean }) {
  const [handles, setHandles] = useState<DragHandles>(IDLE);
  return (
    <>
      {armed && <DragHooks id={props.session.id} onChange={setHandles} />}
      <BlockView {...props} {...handles} />
    </>
  );
});
