// The event catalog (src/events/catalog.ts) is the one list of events: each pushed event reaches exactly the rooms
// its entry names, with the payload its entry describes, and no code on either side uses an event it lacks.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { EVENT_CATALOG } from '../src/events/catalog.js';
import { DomainEvents, type DomainEventMap } from '../src/events/domain-events.js';
import { rooms } from '../src/events/rooms.js';
import { PUSHES, type PushedDomainEventName } from '../src/events/pushes.js';
import type { Proposal } from '../src/generated/prisma/client.js';
import { CLIENT_EVENTS, SERVER_EVENTS } from '../src/realtime/client-events.js';
import { api, connectSocket, registerUser, useAdminApp } from './harness.js';

describe('test/event-catalog.e2e-spec.ts', () => {
  const context = useAdminApp();

  /** Who is connected: a visitor, two users, an admin, a member of the programme committee and a door helper. */
  const PEOPLE = ['visitor', 'user', 'other', 'admin', 'reviewer', 'door'] as const;
  type Person = (typeof PEOPLE)[number];

  interface Connected {
    socket: Socket;
    id: number | null;
    /** The rooms the server puts this socket in at its handshake. */
    rooms: string[];
    received: [event: string, payload: unknown][];
  }
  const people = {} as Record<Person, Connected>;
  let userView: DomainEventMap['user.updated']['user'];

  /** Sample payloads of every pushed event, with who must receive each. */
  function samples(): { [K in PushedDomainEventName]: [payload: DomainEventMap[K], receivers: Person[]][] } {
    const everyone = [...PEOPLE];
    const user = people.user.id!;
    const other = people.other.id!;
    const ids = { ids: [1, 2] };
    const notification = {
      id: 1,
      type: 'info' as const,
      title: 'Hi',
      message: 'Something changed',
      timestamp: new Date(0).toISOString(),
      read: false,
      link: null,
    };
    const proposal: Proposal = {
      ...{ id: 7, user_id: user, session_id: null, title: 'A talk', abstract: 'About it', presentation_type: 'talk', status: 'pending' },
      ...{ speaker_name: 'Ada', speaker_bio: '', speaker_position: '', email: 'ada@test.example', organization: '' },
      ...{ scheduled_time: null, scheduled_room: null, review_notes: null, reviewed_at: null, confirmed_at: null, recording_consent: null },
      ...{ created_at: new Date(0), updated_at: new Date(0) },
    };
    const question = {
      ...{ id: 9, session_id: 4, text: 'Why?', author: 'Ada', status: 'approved' as const },
      ...{ pinned: false, votes: 2, created_at: new Date(0).toISOString() },
    };
    return {
      'public.changed': [[{ version: 1, full: false, collections: {} }, everyone]],
      'settings.updated': [
        [
          {
            settings: {
              ...{ accepting_cfp: true, accepting_sponsors: true, review_phase: 'submission' },
              ...{ cfp_opens_at: null, cfp_closes_at: null, sponsorship_opens_at: null, sponsorship_closes_at: null },
              ...{ event_starts_on: '2025-11-17', event_ends_on: '2025-11-19', time_zone: 'Europe/Vienna', screens_show_questions: true },
              ...{ ticket_price: 299.99, ticket_currency: 'USD', sponsorship_currency: 'EUR' },
            },
          },
          ['admin'],
        ],
      ],
      'sessions.changed': [[ids, ['admin']]],
      'sessions.interest': [[ids, ['admin']]],
      'rooms.changed': [[{ names: ['Hall A'] }, ['admin']]],
      'news.changed': [[ids, ['admin']]],
      'speakers.changed': [[ids, ['admin']]],
      'availability.changed': [[{ speakerIds: [3], userId: user }, ['admin', 'user']]],
      'sponsors.changed': [[ids, ['admin']]],
      'content.changed': [[{ keys: ['hero'] }, ['admin']]],
      'notification.created': [[{ userId: user, notification }, ['user']]],
      'notification.updated': [[{ userId: user, notification }, ['user']]],
      'schedule.released': [[{ number: 2, name: 'Second' }, everyone]],
      'schedule.updated': [[{ userId: user, sessionIds: [4] }, ['user']]],
      'proposals.changed': [
        [{ proposals: [proposal], userId: user }, ['admin', 'user']],
        [{ proposals: [{ ...proposal, user_id: null }], userId: null }, ['admin']],
      ],
      'user.updated': [[{ user: userView }, ['user']]],
      'users.changed': [[ids, ['admin']]],
      'user.registered': [[{ user: userView }, ['admin']]],
      'payment.completed': [[{ userId: user }, ['admin']]],
      'audit.recorded': [[{ entities: ['session'] }, ['admin']]],
      'review.changed': [[{ proposalIds: [7] }, ['admin', 'reviewer']]],
      'feedback.changed': [
        [{ sessionIds: [4], speakerUserIds: [user, other] }, ['admin', 'user', 'other']],
        [{ sessionIds: [4], speakerUserIds: [] }, ['admin']],
      ],
      'decisions.progress': [[{ batch_id: 1, decision: 'accepted', total: 2, sent: 1, failed: 0, done: false }, ['admin']]],
      'mailings.progress': [[{ mailing_id: 1, total: 2, sent: 1, failed: 0, done: false }, ['admin']]],
      'checkin.arrivals': [[{ arrived: 412, expected: 530 }, ['admin', 'door']]],
      // Nobody here opened a session's questions: a shown question reaches no one of them; a hidden one only its author.
      'question.changed': [
        [{ question, visible: true, authorId: user }, []],
        [{ question: { ...question, status: 'hidden' }, visible: false, authorId: user }, ['user']],
        [{ question: { ...question, status: 'pending' }, visible: false, authorId: null }, []],
      ],
      'question.removed': [[{ id: 9, session_id: 4 }, []]],
      'question.votes': [[{ session_id: 4, counts: [{ id: 9, votes: 3 }], visible: true }, []]],
    };
  }

  beforeAll(async () => {
    const { app, admin, asAdmin } = context;
    const user = await registerUser(app);
    const other = await registerUser(app);
    const reviewer = await registerUser(app);
    const door = await registerUser(app);
    expect((await asAdmin('PUT', `/api/admin/checkin/helpers/${door.user.id}`, { can_check_in: true })).status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/review/reviewers/${reviewer.user.id}`, { is_reviewer: true, organization: 'Elsewhere' })).status).toBe(200);
    userView = user.user;
    const adminId = (await api(app, 'GET', '/api/auth/me', { token: admin })).body.id as number;
    const connect = async (token: string | undefined, id: number | null, joined: string[]): Promise<Connected> => {
      const connected: Connected = { socket: await connectSocket(app.url, token), id, rooms: [rooms.public, ...joined], received: [] };
      connected.socket.onAny((event: string, payload: unknown) => connected.received.push([event, payload]));
      return connected;
    };
    people.visitor = await connect(undefined, null, []);
    people.user = await connect(user.token, user.user.id, [rooms.user(user.user.id), rooms.role('user')]);
    people.other = await connect(other.token, other.user.id, [rooms.user(other.user.id), rooms.role('user')]);
    people.admin = await connect(admin, adminId, [rooms.user(adminId), rooms.role('admin')]);
    people.reviewer = await connect(reviewer.token, reviewer.user.id, [rooms.user(reviewer.user.id), rooms.role('user'), rooms.reviewers]);
    people.door = await connect(door.token, door.user.id, [rooms.user(door.user.id), rooms.role('user'), rooms.doors]);
    // What the sign-ups pushed has arrived before the samples are sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  afterAll(() => {
    for (const person of PEOPLE) people[person]?.socket.disconnect();
  });

  const waitUntil = async (done: () => boolean, timeoutMs = 3000) => {
    for (const start = Date.now(); !done() && Date.now() - start < timeoutMs;) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('pushes every pushed event of the catalog to exactly the rooms its entry names, as the payload it describes', async () => {
    const table = samples() as Record<string, [unknown, Person[]][]>;
    expect(Object.keys(table).sort()).toEqual(PUSHES.map((p) => p.event).sort());
    const events = context.app.app.get(DomainEvents);
    for (const { event, as, schema, to, send } of PUSHES) {
      for (const [payload, listed] of table[event]) {
        const receivers = PEOPLE.filter((p) => listed.includes(p));
        // The entry names these rooms; the people in them are the ones the sample expects.
        const named = to(payload);
        expect({ event, named: PEOPLE.filter((p) => people[p].rooms.some((room) => named.includes(room))) }).toEqual({ event, named: receivers });

        for (const person of PEOPLE) people[person].received.length = 0;
        events.emit(event, payload as never);
        const got = (person: Person) => people[person].received.filter(([name]) => name === as);
        await waitUntil(() => receivers.every((p) => got(p).length > 0));
        // Time for a push to someone it was not for to arrive too.
        await new Promise((resolve) => setTimeout(resolve, 60));

        const expected = JSON.parse(JSON.stringify(send(payload)));
        expect({ event, receivedBy: PEOPLE.filter((p) => got(p).length > 0) }).toEqual({ event, receivedBy: receivers });
        for (const person of receivers) {
          expect(got(person)).toEqual([[as, expected]]);
          expect(schema.safeParse(expected).success).toBe(true);
        }
      }
    }
  });

  const SRC = path.resolve(import.meta.dirname ?? __dirname, '../src');
  const CLIENT_SRC = path.resolve(import.meta.dirname ?? __dirname, '../../frontend/src');

  function sources(root: string, skip: RegExp): { file: string; text: string }[] {
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !skip.test(file))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  }

  /**
   * The names passed as the first argument of the named calls, with a file that uses each. On the server only names
   * with a dot are events ('sessions.changed'; `on('error')` is a stream's), on the client every name a socket is told.
   */
  function namesIn(files: { file: string; text: string }[], calls: string, name = String.raw`[\w-]+(?:\.[\w-]+)+`): Map<string, string> {
    const found = new Map<string, string>();
    for (const { file, text } of files) {
      for (const [, used] of text.matchAll(new RegExp(String.raw`\b(?:${calls})\(\s*'(${name})'`, 'g'))) found.set(used, file);
    }
    return found;
  }

  it('names on the server only events of the catalog, of the gateway and of what browsers send', () => {
    const files = sources(SRC, /^generated\//);
    const known = new Set([...Object.keys(EVENT_CATALOG), ...Object.keys(CLIENT_EVENTS), ...Object.keys(SERVER_EVENTS)]);
    const used = namesIn(files, 'emit|on|off|once|announce|serverSideEmit');
    // The relay's consumers name their events in a list.
    for (const { file, text } of files) {
      for (const [, list] of text.matchAll(/\.(?:consume|follow)\([^,]+,\s*\[([^\]]*)\]/g))
        for (const [, name] of list.matchAll(/'([^']+)'/g)) used.set(name, file);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter(([name]) => !known.has(name))).toEqual([]);
  });

  it('listens on the client only to pushed events, and to every one of them', () => {
    // The client's own code, not its tests (which run real servers: lib/boot-socket.test.ts).
    const files = sources(CLIENT_SRC, /^types\/|\.test\.tsx?$/);
    const table = readFileSync(path.join(CLIENT_SRC, 'app/pushed-cache-updates.ts'), 'utf8');
    const body = table.slice(table.indexOf('PUSHED_CACHE_UPDATES'), table.indexOf('\n};', table.indexOf('PUSHED_CACHE_UPDATES')));
    const listened = new Set([
      // followProgress(name) listens for a sending's progress (features/committee/api/follow-progress.ts).
      ...namesIn(files, 'on|off|once|followProgress', String.raw`[\w.-]+`).keys(),
      ...[...body.matchAll(/^ {2}'([\w.-]+)':/gm)].map(([, name]) => name),
    ]);
    const connection = ['connect', 'disconnect', 'connect_error'];
    expect([...listened].filter((name) => !(name in CLIENT_EVENTS) && !connection.includes(name))).toEqual([]);
    expect(Object.keys(CLIENT_EVENTS).filter((name) => !listened.has(name))).toEqual([]);
    const sent = namesIn(files, 'emit');
    expect([...sent.keys()].filter((name) => !(name in SERVER_EVENTS))).toEqual([]);
  });
});
