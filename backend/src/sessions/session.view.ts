import type { Prisma } from '../generated/prisma/client.js';
import type { Conflict, Slot } from './schedule-conflicts.js';

export const sessionWithSpeakers = {
  speakers: { include: { speaker: true }, orderBy: { display_order: 'asc' } },
} satisfies Prisma.SessionInclude;

export type SessionRow = Prisma.SessionGetPayload<{ include: typeof sessionWithSpeakers }>;

/** A session as the public API shows it (spec: Session entity), speakers in display order, hidden speakers left out. */
export function toSessionView(session: SessionRow) {
  const start = session.start_time;
  const end = session.end_time;
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    date: start.toISOString().slice(0, 10),
    time: start.toISOString().slice(11, 16),
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    duration: Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000)) || 60,
    room: session.room || 'TBA',
    track: session.track || 'Main Track',
    type: session.type || 'talk',
    status: session.status,
    capacity: session.capacity,
    version: session.version,
    speakers: session.speakers
      .filter((s) => s.speaker.display_on_public)
      .map((s) => ({
        id: s.speaker.id,
        name: s.speaker.name,
        title: s.speaker.title ?? '',
        bio: s.speaker.bio ?? '',
        image: s.speaker.image_url ?? null,
        display_order: s.display_order,
      })),
  };
}

/**
 * What organisers see: the public view plus every speaker (hidden ones too, flagged), the last change and the
 * session's clashes with others.
 */
export function toAdminSessionView(session: SessionRow, conflicts: Conflict[]) {
  return {
    ...toSessionView(session),
    speakers: session.speakers.map((s) => ({
      id: s.speaker.id,
      name: s.speaker.name,
      title: s.speaker.title ?? '',
      image: s.speaker.image_url ?? null,
      display_order: s.display_order,
      display_on_public: s.speaker.display_on_public,
    })),
    speaker_ids: session.speakers.map((s) => s.speaker.id),
    updated_at: session.updated_at.toISOString(),
    conflicts,
  };
}

export type AdminSessionView = ReturnType<typeof toAdminSessionView>;

export function toSlot(session: SessionRow): Slot {
  return {
    id: session.id,
    title: session.title,
    room: session.room,
    start_time: session.start_time,
    end_time: session.end_time,
    status: session.status,
    speakers: session.speakers.map((s) => ({ id: s.speaker.id, name: s.speaker.name })),
  };
}
