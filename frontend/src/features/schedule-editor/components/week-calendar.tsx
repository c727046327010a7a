import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DndContext, DragOverlay, MouseSensor, pointerWithin, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useStore } from 'react-redux';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import { scheduleAdminApi, type AdminSession } from '../api/schedule-admin-api';
import { addDays, mondayOf, venueIso, venueMoment } from '../model/calendar-time';
import { buildWeekLayout, placementOf as placeSession, resizedEnd, roomOf, roomsOf, SLOT_PX, type WeekLayout } from '../model/calendar-layout';
import { KEYBOARD_HELP_ID, type DragData } from './calendar-session-block';
import { DraggedBlock } from './dragged-block';
import { keyboardHelp, keyOutcome, movedText } from '../model/calendar-keys';
import { CalendarLegend } from './calendar-legend';
import { DayGrid } from './day-grid';
import { DayTabs } from './day-tabs';
import { useScheduleUndo } from '../hooks/use-schedule-undo';
import { moveTarget } from './drop-preview';
import { MoveConflictDialog } from './move-conflict-dialog';
import { MoveToDialog } from './move-to-dialog';
import { useSessionMover, type MoveChange } from '../hooks/use-session-mover';
import { WeekToolbar } from './week-toolbar';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  sessions: readonly AdminSession[];
  day: string;
  resetLabel: string;
  editingBy: ReadonlyMap<number, string>;
  /** Release mode: the legend explains the unreleased mark. */
  releaseMode: boolean;
  onDay: (day: string) => void;
  onReset: () => void;
  onOpen: (id: number) => void;
  onCreateAt: (day: string, minutes: number, room: string) => void;
  onFailed: (error: unknown) => void;
  /** The session whose "Move to..." dialog is open (asked for in its details), or null. */
  movingId: number | null;
  onMoveClose: () => void;
}

const selectSessions = scheduleAdminApi.endpoints.getAdminSessions.select();

const dragData = (event: { active: { data: { current?: unknown } } }) => event.active.data.current as DragData | undefined;

/**
 * The week: seven day tabs, the selected day with a column per room. Sessions move by drag (30-minute snap, to
 * another room's column or onto another day's tab), end earlier or later by dragging their bottom edge, and do the
 * same from the keyboard. Every change is a move command the server checks; the query data stays the truth.
 */
export function WeekCalendar(props: Props) {
  const { sessions, day, resetLabel, editingBy, releaseMode, onDay, onReset, onOpen, onCreateAt, onFailed, movingId, onMoveClose } = props;
  const { t } = useLingui();
  const monday = mondayOf(day);
  // A room keeps its column while the calendar is open, even after its last session moved out: columns do not
  // jump under the pointer in the middle of editing.
  const [keptRooms, setKeptRooms] = useState<readonly string[]>([]);
  const rooms = useMemo(() => roomsOf([...keptRooms, ...roomsOf(sessions)].map((room) => ({ room }))), [keptRooms, sessions]);
  if (rooms.length !== keptRooms.length) setKeptRooms(rooms);
  const layout = useMemo(() => buildWeekLayout(sessions, rooms, monday), [sessions, rooms, monday]);
  // The handlers below read the latest layout and props without being recreated on every change.
  const layoutRef = useRef<WeekLayout>(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  });
  const [announcement, setAnnouncement] = useState('');
  const lastDragEnd = useRef(0);
  const focusAfterMove = useRef<number | null>(null);

  const mover = useSessionMover({ onMoved: (saved) => setAnnouncement(movedText(saved)), onFailed });
  const { move } = mover;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A touch drag starts after a short press, so a swipe still scrolls the calendar.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );

  const placementOf = useCallback((id: number) => layoutRef.current.byId.get(id), []);
  const dayRef = useRef({ day, onDay, onOpen });
  useLayoutEffect(() => {
    dayRef.current = { day, onDay, onOpen };
  });

  const rootRef = useRef<HTMLDivElement>(null);
  // The calendar follows a session that an undo or redo put on another day.
  const follow = useCallback((session: AdminSession) => {
    const to = venueMoment(session.startTime).day;
    if (to !== dayRef.current.day) dayRef.current.onDay(to);
  }, []);
  const undo = useScheduleUndo({ rootRef, onSession: follow, onFailed });

  const send = useCallback(
    (session: AdminSession, change: MoveChange, toDay: string) => {
      void move(session, change);
      // The calendar follows a session moved to another day.
      if (toDay !== dayRef.current.day) dayRef.current.onDay(toDay);
    },
    [move],
  );

  // A click that ends a drag or a resize is not a request for details.
  const open = useCallback((id: number) => {
    if (Date.now() - lastDragEnd.current > 300) dayRef.current.onOpen(id);
  }, []);

  // Keys read the session from the store, not from the last render: a key repeated before the calendar re-rendered
  // builds on the previous move instead of repeating it.
  const store = useStore();
  const onKey = useCallback(
    (id: number, event: KeyboardEvent<HTMLElement>) => {
      const cached = selectSessions(store.getState() as never).data?.find((s) => s.id === id);
      const placement = cached ? placeSession(cached, layoutRef.current.rooms) : layoutRef.current.byId.get(id);
      if (!placement) return;
      const outcome = keyOutcome(placement, event.key, event.shiftKey, layoutRef.current.rooms);
      if (outcome.kind === 'ignore') return;
      event.preventDefault();
      if (outcome.kind === 'open') dayRef.current.onOpen(id);
      else if (outcome.kind === 'refuse') setAnnouncement(outcome.message);
      else {
        focusAfterMove.current = id;
        send(placement.session, outcome.change, outcome.day);
      }
    },
    [send, store],
  );

  // Keyboard moves keep the focus on the moved block, also when it changed day.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    const element = document.querySelector<HTMLElement>(`[data-testid="calendar-session"][data-session-id="${id}"]`);
    if (element && document.activeElement !== element) element.focus();
  }, [layout, day]);

  function onDragEnd(event: DragEndEvent) {
    lastDragEnd.current = Date.now();
    const data = dragData(event);
    const placement = data && layoutRef.current.byId.get(data.sessionId);
    if (!data || !placement) return;
    focusAfterMove.current = null;
    const { session } = placement;
    if (data.kind === 'resize') {
      const end = resizedEnd(placement.start, placement.end, Math.round(event.delta.y / SLOT_PX));
      if (end !== placement.end) send(session, { endTime: venueIso(placement.day, end) }, placement.day);
      return;
    }
    const overId = event.over ? String(event.over.id) : null;
    if (overId?.startsWith('day:')) {
      const toDay = overId.slice('day:'.length);
      if (toDay !== placement.day) send(session, { startTime: venueIso(toDay, placement.start) }, toDay);
      return;
    }
    const target = moveTarget(placement, layoutRef.current.rooms, overId, event.delta.y);
    if (!target) return;
    const change: MoveChange = {};
    if (target.start !== placement.start) change.startTime = venueIso(placement.day, target.start);
    const room = layoutRef.current.rooms[target.roomIndex];
    if (room !== roomOf(placement.session)) change.room = room;
    if (change.startTime || change.room !== undefined) send(session, change, placement.day);
  }

  const titleOf = (id: unknown) => layoutRef.current.byId.get(Number(String(id).split(':')[1]))?.session.title ?? t`session`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const title = titleOf(active.id);
      return t`Picked up ''${title}''.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const title = titleOf(active.id);
      const overId = String(over.id);
      const [kind, place] = String(over.id).split(/:(.*)/s);
      return kind === 'day'
        ? t`''${title}'' is over day ${place}.`
        : kind === 'room'
          ? t`''${title}'' is over room ${place}.`
          : t`''${title}'' is over ${overId}.`;
    },
    onDragMove: () => undefined,
    onDragEnd: ({ active }) => {
      const title = titleOf(active.id);
      return t`Dropped ''${title}''.`;
    },
    onDragCancel: ({ active }) => {
      const title = titleOf(active.id);
      return t`Moving ''${title}'' was cancelled.`;
    },
  };

  // "Move to..." sends what it chose as a drag would, and the block keeps the focus as after a key press.
  const movingSession = movingId === null ? undefined : sessions.find((s) => s.id === movingId);
  const moving = movingSession && placeSession(movingSession, layout.rooms);
  const moveTo = (change: MoveChange, toDay: string) => {
    if (!moving) return;
    focusAfterMove.current = moving.session.id;
    send(moving.session, change, toDay);
    onMoveClose();
  };

  const placements = layout.byDay.get(day) ?? [];
  // The day a step starts from: the one last asked for, until the address shows it (the router renders it later, so
  // two quick clicks on Previous week would otherwise both step from the same week).
  const steppedTo = useRef(day);
  useEffect(() => {
    steppedTo.current = day;
  }, [day]);
  const step = useCallback(
    (weeks: number) => {
      steppedTo.current = addDays(steppedTo.current, weeks * 7);
      onDay(steppedTo.current);
    },
    [onDay],
  );

  return (
    <Stack spacing={1.5} ref={rootRef}>
      <WeekToolbar monday={monday} day={day} resetLabel={resetLabel} onDay={onDay} onStep={step} onReset={onReset} actions={undo.buttons} />
      <CalendarLegend releaseMode={releaseMode} />
      <Typography variant="body2" color="text.secondary">
        <Trans>
          Drag a session to another time, room or day tab, or click it and choose Move to…; drag its bottom edge to change its end; focus it and use the arrow
          keys; double-click an empty slot to add one.
        </Trans>
      </Typography>
      <Box id={KEYBOARD_HELP_ID} sx={visuallyHidden}>
        {keyboardHelp()}
      </Box>
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        accessibility={{ announcements, screenReaderInstructions: { draggable: keyboardHelp() } }}
        onDragCancel={() => {
          lastDragEnd.current = Date.now();
        }}
        onDragEnd={onDragEnd}
      >
        <DayTabs days={layout.days} day={day} onDay={onDay} />
        <Box id="calendar-day-panel" role="tabpanel" aria-labelledby={`calendar-day-${day}`}>
          <DayGrid
            day={day}
            rooms={layout.rooms}
            placements={placements}
            editingBy={editingBy}
            placementOf={placementOf}
            onOpen={open}
            onKey={onKey}
            onCreateAt={onCreateAt}
          />
        </Box>
        <DragOverlay dropAnimation={null}>
          <DraggedBlock placementOf={placementOf} />
        </DragOverlay>
      </DndContext>
      <Box role="status" aria-live="polite" data-testid="calendar-announcer" sx={visuallyHidden}>
        {announcement}
      </Box>
      {moving && <MoveToDialog key={moving.session.id} placement={moving} rooms={layout.rooms} onMove={moveTo} onClose={onMoveClose} />}
      {mover.stale && <MoveConflictDialog stale={mover.stale} onKeepTheirs={mover.keepTheirs} onApplyAgain={mover.applyAgain} />}
      {undo.element}
    </Stack>
  );
}
