import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { blockDetails } from './calendar-session-block';
import { session } from '../model/session.fixture';
import { unreleasedLabel } from './unreleased-mark';

// The texts are Lingui messages: English, as the page's language.
beforeAll(() => activateLocale('en'));

describe('unreleased mark', () => {
  it('names the kinds of change for the tooltip and for screen readers, and nothing when the session is as released', () => {
    const moved = session('09:00', '10:00', 'Room A', { unreleased: ['moved', 'room'] });
    expect(unreleasedLabel(moved)).toBe('Unreleased: moved, room');
    expect(blockDetails(moved)).toBe(', Room A, Talk, unreleased: moved, room');
    const same = session('09:00', '10:00', 'Room A');
    expect(unreleasedLabel(same)).toBe('');
    expect(blockDetails(same)).toBe(', Room A, Talk');
  });
});
