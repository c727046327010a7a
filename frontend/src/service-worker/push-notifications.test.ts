import { describe, expect, it } from 'vitest';
import { addressToOpen, notificationFor, sessionToMute } from './push-notifications';

const ORIGIN = 'https://conf.example';

describe('notificationFor', () => {
  it("shows the server's texts with the app's icon, replaces an older one of the same tag and opens its address", () => {
    const shown = notificationFor(
      JSON.stringify({ title: 'Opening keynote moved', body: 'Now 10:00 in Hall A', url: '/sessions/12-opening', tag: 'session-12' }),
    );
    expect(shown).toEqual({
      title: 'Opening keynote moved',
      options: {
        body: 'Now 10:00 in Hall A',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '/sessions/12-opening' },
        tag: 'session-12',
        renotify: true,
        actions: [{ action: 'open', title: 'Open' }],
      },
    });
  });

  it('labels the action in the language of the address the server wrote, and leaves out an absent tag', () => {
    const shown = notificationFor(JSON.stringify({ title: 'Vortrag verschoben', body: '', url: '/de/sessions/12' }));
    expect(shown?.options.actions).toEqual([{ action: 'open', title: 'Öffnen' }]);
    expect(shown?.options).not.toHaveProperty('tag');
    expect(notificationFor(JSON.stringify({ title: 'x', url: '/dashboard' }))?.options.actions?.[0].title).toBe('Open');
    expect(notificationFor(JSON.stringify({ title: 'x', url: '/de' }))?.options.actions?.[0].title).toBe('Öffnen');
    expect(notificationFor(JSON.stringify({ title: 'x', url: '/details' }))?.options.actions?.[0].title).toBe('Open');
  });

  it('offers "Mute this session", in the address\'s language, only for a notification about one session', () => {
    const about = notificationFor(JSON.stringify({ title: 'Moved', body: '', url: '/sessions/12', tag: 'session-12', session_id: 12 }));
    expect(about?.options.actions).toEqual([
      { action: 'open', title: 'Open' },
      { action: 'mute', title: 'Mute this session' },
    ]);
    expect(about?.options.data).toEqual({ url: '/sessions/12', session_id: 12 });
    expect(sessionToMute(about?.options.data)).toBe(12);
    const german = notificationFor(JSON.stringify({ title: 'Verschoben', url: '/de/sessions/12', session_id: 12 }));
    expect(german?.options.actions?.[1]).toEqual({ action: 'mute', title: 'Diese Session stummschalten' });
    for (const session_id of [undefined, '12', -3, 1.5, 0]) {
      const shown = notificationFor(JSON.stringify({ title: 'x', url: '/schedule', session_id }));
      expect(shown?.options.actions).toEqual([{ action: 'open', title: 'Open' }]);
      expect(sessionToMute(shown?.options.data)).toBeNull();
    }
  });

  it('opens only addresses of this site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(notificationFor(JSON.stringify({ title: 'x', url }))?.options.data).toEqual({ url: '/' });
    }
  });

  it('shows nothing for a payload that is not a message', () => {
    for (const payload of [null, '', 'not json', '[]', '"text"', JSON.stringify({ body: 'no title' })]) expect(notificationFor(payload)).toBeNull();
  });
});

describe('addressToOpen', () => {
  it("is the notification's address on the worker's origin, or the home page", () => {
    expect(addressToOpen({ url: '/de/sessions/12' }, ORIGIN)).toBe('https://conf.example/de/sessions/12');
    expect(addressToOpen({ url: 'https://evil.example/' }, ORIGIN)).toBe('https://conf.example/');
    expect(addressToOpen(null, ORIGIN)).toBe('https://conf.example/');
  });
});
