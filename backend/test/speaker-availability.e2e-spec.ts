// Speakers enter the times they can speak, per conference day (venue time); organisers see them in the schedule
// editor, and a session placed outside one of its speakers' times is flagged like a clash. A speaker who entered
// nothing is available at any time.
import { Described } from './described.js';
import { api, connectSocket, newSpeakerAccount, nextEvent, proposalBody, type TestApp, useAdminApp } from './harness.js';

describe('test/speaker-availability.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  let ada: { token: string; user: { id: number }; speakerId: number };
  let bob: { token: string; user: { id: number }; speakerId: number };

  // Vienna is UTC+1 in November 2025: 09:00 at the venue is 08:00Z.
  const MON = '2025-11-17';
  const TUE = '2025-11-18';
  const at = (day: string, venueHHMM: string) => {
    const [h, m] = venueHHMM.split(':').map(Number);
    return new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), h - 1, m)).toISOString();
  };
  const range = (day: string, from: string, to: string) => ({ startTime: at(day, from), endTime: at(day, to) });

  async function speaker(name: string) {
    const email = `availability-${name.toLowerCase()}-${Date.now()}@test.example`;
    const account = await newSpeakerAccount(app, email, { proposal: proposalBody(email, { speaker_name: name }) });
    const profile = await app.database.prisma.speaker.findUniqueOrThrow({ where: { user_id: account.user.id } });
    return { ...account, speakerId: profile.id };
  }

  async function session(title: string, day: string, from: string, to: string, speakerIds: number[]) {
    const created = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: { title, startTime: at(day, from), endTime: at(day, to), room: 'Room 1', speakers: speakerIds.map((id) => ({ id })) },
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; version: number; unavailable_speakers: unknown[] };
  }

  const save = (who: { token: string }, slots: unknown) => api(app, 'PUT', '/api/speaker/availability', { token: who.token, body: { slots } });
  const adminSession = async (id: number) =>
    ((await api(app, 'GET', '/api/admin/sessions', { token: admin })).body as { id: number; unavailable_speakers: unknown[] }[]).find((s) => s.id === id)!;

  beforeAll(async () => {
    ({ app, admin } = context);
    ada = await speaker('Ada');
    bob = await speaker('Bob');
  });

  it('opens once the programme has days: before that there is nothing to enter times for', async () => {
    const described = await Described.load(app);
    const mine = await api(app, 'GET', '/api/speaker/availability', { token: ada.token });
    described.check('GET', '/api/speaker/availability', mine.status, mine.body);
    expect(mine.body).toEqual({ days: [], slots: [] });
    const early = await save(ada, [range(MON, '09:00', '12:00')]);
    described.check('PUT', '/api/speaker/availability', early.status, early.body);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Availability opens once the programme has days');
    // Saying nothing is always possible: available at any time.
    expect((await save(ada, [])).body).toEqual({ days: [], slots: [] });
  });

  describe('with a programme', () => {
    beforeAll(async () => {
      await session('Opening', MON, '09:00', '10:00', []);
      await session('Day two', TUE, '09:00', '10:00', []);
    });

    it("lists the programme's venue days, and stores each speaker's own times, earliest first, replacing them on save", async () => {
      const saved = await save(ada, [range(TUE, '14:00', '16:00'), range(MON, '09:00', '12:00'), range(MON, '12:00', '13:00')]);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ days: [MON, TUE], slots: [range(MON, '09:00', '12:00'), range(MON, '12:00', '13:00'), range(TUE, '14:00', '16:00')] });
      expect((await api(app, 'GET', '/api/speaker/availability', { token: ada.token })).body).toEqual(saved.body);

      // Another speaker sees and changes only their own.
      expect((await api(app, 'GET', '/api/speaker/availability', { token: bob.token })).body).toEqual({ days: [MON, TUE], slots: [] });
      expect((await save(bob, [range(TUE, '08:00', '09:00')])).status).toBe(200);
      expect((await api(app, 'GET', '/api/speaker/availability', { token: ada.token })).body.slots).toHaveLength(3);

      // A day may end at midnight; saving replaces everything.
      const replaced = await save(ada, [range(MON, '09:00', '24:00')]);
      expect(replaced.body.slots).toEqual([range(MON, '09:00', '24:00')]);

      const all = await api(app, 'GET', '/api/admin/speakers/availability', { token: admin });
      const described = await Described.load(app);
      described.check('GET', '/api/admin/speakers/availability', all.status, all.body);
      described.check('PUT', '/api/speaker/availability', replaced.status, replaced.body);
      expect(all.status).toBe(200);
      expect(all.body).toEqual([
        { speaker_id: ada.speakerId, name: 'Ada', slots: [range(MON, '09:00', '24:00')] },
        { speaker_id: bob.speakerId, name: 'Bob', slots: [range(TUE, '08:00', '09:00')] },
      ]);
      expect((await api(app, 'GET', '/api/admin/speakers/availability', { token: ada.token })).status).toBe(403);
      await save(bob, []);
    });

    it('refuses times it cannot keep with a 400 and a detail, and keeps what was stored', async () => {
      await save(ada, [range(MON, '09:00', '12:00')]);
      const refusals: [unknown, string][] = [
        [[range(MON, '12:00', '11:00')], 'The end must be after the start'],
        [[range(MON, '12:00', '12:00')], 'The end must be after the start'],
        [[range(MON, '09:10', '12:00')], 'Times must be on the quarter hour (:00, :15, :30 or :45)'],
        [[range('2025-11-19', '09:00', '12:00')], 'Wed, Nov 19, 9:00 AM - 12:00 PM is not within a conference day (2025-11-17, 2025-11-18)'],
        [[range(MON, '23:00', '24:00'), { startTime: at(MON, '23:30'), endTime: at(TUE, '01:00') }], 'is not within a conference day'],
        [
          [range(MON, '09:00', '11:00'), range(MON, '10:30', '12:00')],
          'Mon, Nov 17, 10:30 AM - 12:00 PM overlaps Mon, Nov 17, 9:00 AM - 11:00 AM: make them one range',
        ],
      ];
      const described = await Described.load(app);
      for (const [slots, message] of refusals) {
        const refused = await save(ada, slots);
        described.check('PUT', '/api/speaker/availability', refused.status, refused.body);
        expect(refused.status).toBe(400);
        expect(refused.body.detail[0].loc).toEqual(['body', 'slots']);
        expect(refused.body.detail[0].msg).toContain(message);
      }
      const quarter = (i: number) => new Date(Date.parse(at(MON, '08:00')) + i * 15 * 60_000).toISOString();
      const tooMany = Array.from({ length: 51 }, (_, i) => ({ startTime: quarter(i), endTime: quarter(i + 1) }));
      expect((await save(ada, tooMany.slice(0, 50))).status).toBe(200);
      const refusedMany = await save(ada, tooMany);
      expect(refusedMany.status).toBe(400);
      expect(JSON.stringify(refusedMany.body.detail)).toContain('at most 50 time ranges');
      await save(ada, [range(MON, '09:00', '12:00')]);
      for (const slots of [undefined, null, 'mornings', [null], [{ startTime: 'soon', endTime: at(MON, '12:00') }], [{ startTime: at(MON, '09:00') }]]) {
        const bad = await api(app, 'PUT', '/api/speaker/availability', { token: ada.token, body: { slots } });
        expect(bad.status).toBe(400);
        expect(bad.body.detail).toBeTruthy();
      }
      expect((await api(app, 'GET', '/api/speaker/availability', { token: ada.token })).body.slots).toEqual([range(MON, '09:00', '12:00')]);
    });

    describe('the flag on sessions placed outside a speaker’s times', () => {
      let talk: { id: number; version: number };

      beforeAll(async () => {
        await save(ada, [range(MON, '09:00', '11:00'), range(MON, '11:00', '12:00'), range(TUE, '14:00', '16:00')]);
        await save(bob, []);
      });

      it('appears and disappears as the session moves, in the move answer and in the list', async () => {
        const created = await session('Ada and Bob', MON, '10:30', '11:30', [ada.speakerId, bob.speakerId]);
        // Two ranges that meet cover a session across them; Bob entered nothing, so he is available any time.
        expect(created.unavailable_speakers).toEqual([]);
        talk = created;

        const late = await api(app, 'POST', `/api/admin/sessions/${talk.id}/move`, {
          token: admin,
          body: { startTime: at(MON, '11:30'), version: talk.version },
        });
        expect(late.status).toBe(200);
        expect(late.body.unavailable_speakers).toEqual([{ id: ada.speakerId, name: 'Ada' }]);
        expect((await adminSession(talk.id)).unavailable_speakers).toEqual([{ id: ada.speakerId, name: 'Ada' }]);
        // A day without any of her times is outside them.
        const tuesday = await api(app, 'POST', `/api/admin/sessions/${talk.id}/move`, {
          token: admin,
          body: { startTime: at(TUE, '09:00'), version: late.body.version },
        });
        expect(tuesday.body.unavailable_speakers).toEqual([{ id: ada.speakerId, name: 'Ada' }]);
        const back = await api(app, 'POST', `/api/admin/sessions/${talk.id}/move`, {
          token: admin,
          body: { startTime: at(TUE, '14:30'), version: tuesday.body.version },
        });
        expect(back.body.unavailable_speakers).toEqual([]);
        expect((await adminSession(talk.id)).unavailable_speakers).toEqual([]);
        talk = back.body;

        // The form's check before saving says the same.
        const check = await api(app, 'POST', '/api/admin/sessions/conflicts', {
          token: admin,
          body: { startTime: at(TUE, '15:30'), endTime: at(TUE, '16:30'), speaker_ids: [ada.speakerId, bob.speakerId] },
        });
        expect(check.body.unavailable_speakers).toEqual([{ id: ada.speakerId, name: 'Ada' }]);
        const described = await Described.load(app);
        described.check('POST', '/api/admin/sessions/conflicts', check.status, check.body);
        described.check('POST', '/api/admin/sessions/{id}/move', late.status, late.body);
      });

      it('follows the speaker’s edits, and tells open editors at once', async () => {
        const moved = await api(app, 'POST', `/api/admin/sessions/${talk.id}/move`, {
          token: admin,
          body: { startTime: at(TUE, '16:00'), version: talk.version },
        });
        expect(moved.body.unavailable_speakers).toEqual([{ id: ada.speakerId, name: 'Ada' }]);
        const editor = await connectSocket(app.url, admin);
        const otherSpeaker = await connectSocket(app.url, bob.token);
        try {
          let bobTold = false;
          otherSpeaker.on('availability.changed', () => (bobTold = true));
          const told = nextEvent<{ speaker_ids: number[] }>(editor, 'availability.changed');
          await save(ada, [range(TUE, '14:00', '18:00')]);
          expect((await told).speaker_ids).toEqual([ada.speakerId]);
          expect((await adminSession(talk.id)).unavailable_speakers).toEqual([]);

          // Entering nothing again: available at any time.
          await save(ada, [range(MON, '09:00', '10:00')]);
          expect((await adminSession(talk.id)).unavailable_speakers).toEqual([{ id: ada.speakerId, name: 'Ada' }]);
          await save(ada, []);
          expect((await adminSession(talk.id)).unavailable_speakers).toEqual([]);
          expect(bobTold).toBe(false);
        } finally {
          editor.disconnect();
          otherSpeaker.disconnect();
        }
      });

      it('never flags a cancelled session', async () => {
        await save(ada, [range(MON, '09:00', '10:00')]);
        const current = await adminSession(talk.id);
        expect(current.unavailable_speakers).toHaveLength(1);
        const cancelled = await api(app, 'PUT', `/api/admin/sessions/${talk.id}`, { token: admin, body: { status: 'cancelled' } });
        expect(cancelled.body.unavailable_speakers).toEqual([]);
        expect((await adminSession(talk.id)).unavailable_speakers).toEqual([]);
      });
    });
  });
});
