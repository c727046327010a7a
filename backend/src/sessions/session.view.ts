import type { Prisma } from '../generated/prisma/client.js';

export const sessionWithSpeakers = {
  speakers: { include: { speaker: true }, orderBy: { display_order: 'asc' } },
} satisfies Prisma.SessionInclude;

type SessionRow = Prisma.SessionGetPayload<{ include: typeof sessionWithSpeakers }>;

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
