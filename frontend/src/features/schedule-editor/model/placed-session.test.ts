import { createNextState as produce } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { placeFetched, placeSaved } from './placed-session';
import { session } from './session.fixture';

describe('placeSaved', () => {
  it('replaces the session and mirrors its new clashes on the others', () => {
    const [a, b, c] = [session('09:00', '10:00', 'Hall A'), session('09:30', '10:30', 'Hall B'), session('13:00', '14:00', 'Hall B')];
    const list = [a, b, c];
    const saved = { ...b, room: 'Hall A', version: 2, conflicts: [{ type: 'room' as const, session_id: a.id, title: a.title }] };
    placeSaved(list, saved);
    expect(list[1]).toBe(saved);
    expect(list[0].conflicts).toEqual([{ type: 'room', session_id: b.id, title: b.title }]);
    expect(list[2].conflicts).toEqual([]);
  });

  it('takes a clash away from the other session when the saved one no longer has it', () => {
    const a = session('09:00', '10:00', 'Hall A');
    const b = session('09:30', '10:30', 'Hall A');
    a.conflicts = [{ type: 'room', session_id: b.id, title: b.title }];
    b.conflicts = [{ type: 'room', session_id: a.id, title: a.title }];
    const list = [a, b];
    placeSaved(list, { ...b, room: 'Hall B', conflicts: [] });
    expect(list.map((s) => s.conflicts)).toEqual([[], []]);
  });

  it('keeps the speaker of a speaker clash, and leaves a list without the session alone', () => {
    const a = session('09:00', '10:00', 'Hall A');
    const b = session('09:30', '10:30', 'Hall B');
    const list = [a, b];
    placeSaved(list, { ...b, conflicts: [{ type: 'speaker', session_id: a.id, title: a.title, speaker_id: 7, speaker_name: 'Ada' }] });
    expect(list[0].conflicts).toEqual([{ type: 'speaker', session_id: b.id, title: b.title, speaker_id: 7, speaker_name: 'Ada' }]);
    const other = [a];
    placeSaved(other, { ...b, id: 999 });
    expect(other).toEqual([a]);
  });
});

describe('placeFetched', () => {
  it('replaces a changed session, adds a new one and mirrors their clashes', () => {
    const [a, b] = [session('09:00', '10:00', 'Hall A'), session('13:00', '14:00', 'Hall B')];
    const list = [a, b];
    const moved = {
      ...b,
      startTime: a.startTime,
      endTime: a.endTime,
      room: 'Hall A',
      version: b.version + 1,
      conflicts: [{ type: 'room' as const, session_id: a.id, title: a.title }],
    };
    const added = { ...session('15:00', '16:00', 'Hall C'), id: 777 };
    placeFetched(list, [b.id, added.id], [moved, added]);
    expect(list.map((s) => s.id)).toEqual([a.id, b.id, 777]);
    expect(list[1]).toBe(moved);
    expect(list[0].conflicts).toEqual([{ type: 'room', session_id: b.id, title: b.title }]);
  });

  it('keeps a newer copy than the answer, and removes an asked-for session the answer left out with its clashes', () => {
    const a = session('09:00', '10:00', 'Hall A');
    const b = session('09:30', '10:30', 'Hall A');
    a.conflicts = [{ type: 'room', session_id: b.id, title: b.title }];
    b.conflicts = [{ type: 'room', session_id: a.id, title: a.title }];
    const newer = { ...a, version: a.version + 2 };
    const list = [newer, b];
    placeFetched(list, [a.id, b.id], [{ ...a, version: a.version + 1, room: 'Hall Z' }]);
    expect(list).toEqual([{ ...newer, conflicts: [] }]);
  });

  it('works the same on the cache (an Immer draft): two removals, and only the sessions that change are new objects', () => {
    const [a, b, c, d] = [
      session('09:00', '10:00', 'Hall A'),
      session('09:30', '10:30', 'Hall A'),
      session('11:00', '12:00', 'Hall B'),
      session('13:00', '14:00', 'Hall B'),
    ];
    a.conflicts = [{ type: 'room', session_id: b.id, title: b.title }];
    b.conflicts = [{ type: 'room', session_id: a.id, title: a.title }];
    const before = [a, b, c, d];
    const moved = { ...d, startTime: c.startTime, endTime: c.endTime, version: 2, conflicts: [{ type: 'room' as const, session_id: c.id, title: c.title }] };
    const after = produce(before, (draft) => placeFetched(draft, [b.id, a.id, d.id], [moved]));
    expect(after.map((s) => s.id)).toEqual([c.id, d.id]);
    expect(after[0].conflicts).toEqual([{ type: 'room', session_id: d.id, title: d.title }]);
    expect(after[1]).toBe(moved);
    const untouched = produce(before, (draft) => placeSaved(draft, { ...b, title: 'Renamed' }));
    expect(untouched[2]).toBe(c);
    expect(untouched[3]).toBe(d);
  });
});
