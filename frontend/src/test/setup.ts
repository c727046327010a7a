// Component tests (src/**/*.test.tsx): each starts from an empty page and an unstubbed network.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { activateLocale, loadAreas } from '@/lib/i18n/i18n';

// The site's default language, as a page at /… has it.
beforeAll(async () => {
  await activateLocale('en');
  await loadAreas('home', 'programme', 'public', 'account', 'console');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
