import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { InstallAppHint } from './install-app-hint';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1';
const IOS_LINE = 'To install the app, tap Share, then Add to Home Screen.';

/** What Chromium fires when it would install the site: the page may keep it and call prompt() later, once. */
function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => ({ outcome })),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(offer));
  return offer;
}

/** The page as a browser shows it: its user agent, and whether it runs as an installed app. */
function browserIs(userAgent: string, { standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  // An installed app offers nothing: no offer is left for the next test.
  act(() => void window.dispatchEvent(new Event('appinstalled')));
  vi.restoreAllMocks();
});

describe('InstallAppHint', () => {
  it('says nothing until the browser offers installation, then offers it and asks the browser on a click', async () => {
    browserIs('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36');
    const { user } = renderWithApp(<InstallAppHint />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();

    const offer = offerInstallation();
    expect(offer.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    // The browser's offer is used up: asked once, it is gone.
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('stays away for good once dismissed', async () => {
    browserIs('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36');
    const first = renderWithApp(<InstallAppHint />);
    offerInstallation();
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    first.unmount();

    // Another visit, and the browser offers it again.
    renderWithApp(<InstallAppHint />);
    offerInstallation();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('tells iPhone Safari how to add the site to the home screen, and only Safari', () => {
    browserIs(IPHONE_SAFARI);
    const safari = renderWithApp(<InstallAppHint />);
    expect(screen.getByText(IOS_LINE)).toBeTruthy();
    safari.unmount();

    browserIs(IPHONE_CHROME);
    renderWithApp(<InstallAppHint />);
    expect(screen.queryByText(IOS_LINE)).toBeNull();
  });

  it('says nothing in the installed app', () => {
    browserIs(IPHONE_SAFARI, { standalone: true });
    renderWithApp(<InstallAppHint />);
    offerInstallation();
    expect(screen.queryByText(IOS_LINE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('leaves the iPhone line dismissed too', async () => {
    browserIs(IPHONE_SAFARI);
    const { user, unmount } = renderWithApp(<InstallAppHint />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(IOS_LINE)).toBeNull();
    unmount();
    renderWithApp(<InstallAppHint />);
    expect(screen.queryByText(IOS_LINE)).toBeNull();
  });
});
