// Component tests (src/**/*.test.tsx): each starts from an empty page and an unstubbed network.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { activateLocale, loadAreas } from '@/lib/i18n/i18n';

// The site's default language, as a page at /… has it.
beforeAll(async () => {
  await activateLocale('en');
  await loadAreas('home', 'programme', 'public', 'account', 'console');
});

/** happy-dom's window as every test starts with it (1024 x 768): a test that changes it leaves no other file a phone. */
const viewport = { width: window.innerWidth, height: window.innerHeight };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  // Test files share a worker's window (isolate: false in vitest.config.ts).
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
});
