import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { backgroundOf } from '@/lib/public/over-page';
import { ProtectedRoute } from './routes/protected-route';
import { loadAreas, type Area } from '@/lib/i18n/i18n';
import { pageHydrated } from '@/lib/render-clock';
import type { User } from '@/types/api';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { ScrollReset } from './routes/scroll-reset';
import { adminTabOf, loadAdminTab } from './admin/admin-tab-code';

// Every public page is its own chunk, so a first visit downloads the shell and that page only (issue 12: the home
// page's first load). The signed-in areas stay one chunk each (sign-in apart, for its form code); the pages of an
// area share its import, so Vite emits it once.
const authArea = () => import('./routes/auth');
const dashboardArea = () => import('./routes/dashboard');
const paymentArea = () => import('./routes/payment');
const speakerArea = () => import('./routes/speaker');
const reviewArea = () => import('./routes/review');
const adminArea = () => import('./routes/admin');
const checkinArea = () => import('./routes/checkin');

/**
 * `<html data-interactive>` once a page's code runs. A server-rendered page (/, /schedule) shows before it does, and a
 * click before then is not handled: monitoring and the browser tests wait for it.
 */
function markInteractive() {
  pageHydrated();
  document.documentElement.dataset.interactive = 'true';
}

/** A page's component, and a way to load its code before it renders. */
type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page: its code and its messages (the catalogs of its areas, lingui.config.ts), loaded together. Once loaded (by
 * a visit or by `preload`), the page renders at once instead of through its lazy component: the page a visitor
 * arrived at is preloaded before the server's HTML is hydrated (main.tsx), so hydration never waits for it, and a
 * change of the store meanwhile cannot make React throw the server's HTML away for a spinner.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, areas: Area[] = []): Page {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), loadAreas(...areas)]).then(([module]) => (loaded = pick(module)));
    loading.catch(() => (loading = null));
    return loading;
  };
  function InteractivePage({ page: Loaded }: { page: ComponentType }) {
    useEffect(markInteractive, []);
    return <Loaded />;
  }
  const Lazy = lazy(async () => {
    const Loaded = await preload();
    return { default: () => <InteractivePage page={Loaded} /> };
  });
  function PageAtAddress() {
    return loaded ? <InteractivePage page={loaded} /> : <Lazy />;
  }
  return Object.assign(PageAtAddress, { preload });
}

const HomePage = page(
  () => import('./pages/home-page'),
  (m) => m.HomePage,
  ['home'],
);
const AboutPage = page(
  () => import('@/features/public/components/about-page'),
  (m) => m.AboutPage,
  ['public'],
);
const SpeakersPage = page(
  () => import('./pages/speakers-page'),
  (m) => m.SpeakersPage,
  ['public'],
);
const SchedulePage = page(
  () => import('@/features/programme/components/schedule-page'),
  (m) => m.SchedulePage,
  ['programme'],
);
const NewsPage = page(
  () => import('./pages/news-page'),
  (m) => m.NewsPage,
  ['public'],
);
const SessionPage = page(
  () => import('./pages/session-page'),
  (m) => m.SessionPage,
  ['programme'],
);
const SpeakerProfilePage = page(
  () => import('./pages/speaker-profile-page'),
  (m) => m.SpeakerProfilePage,
  ['public'],
);
const VenueMapPage = page(
  () => import('./pages/venue-map-page'),
  (m) => m.VenueMapPage,
  ['public'],
);
const NewsArticlePage = page(
  () => import('./pages/news-article-page'),
  (m) => m.NewsArticlePage,
  ['public'],
);
// The spec's speaker and article dialogs at their items' addresses (lib/public/over-page.ts).
const ItemDialogs = lazy(async () => ({ default: (await import('./routes/item-dialogs')).ItemDialogs }));
const LocationPage = page(
  () => import('./pages/location-page'),
  (m) => m.LocationPage,
  ['public'],
);
const CfpPage = page(
  () => import('./pages/cfp-page'),
  (m) => m.CfpPage,
  ['public', 'account'],
);
const SponsorshipPage = page(
  () => import('./pages/sponsorship-page'),
  (m) => m.SponsorshipPage,
  ['public', 'account'],
);
const AccessibilityStatementPage = page(
  () => import('@/features/accessibility/components/accessibility-statement-page'),
  (m) => m.AccessibilityStatementPage,
  ['public'],
);
const UnauthorizedPage = page(
  () => import('@/features/auth/components/unauthorized-page'),
  (m) => m.UnauthorizedPage,
  ['account'],
);
// A person's own page of saved sessions, opened from their dashboard's QR code on their phone (issue 44): by its secret
// address only, never rendered on the server or indexed.
const MySessionsPage = page(
  () => import('@/features/my-sessions/components/my-sessions-page'),
  (m) => m.MySessionsPage,
  ['public'],
);
// Screens for projectors and doors (issue 47): their own chunk and messages, outside the site's layout.
const screens = () => import('./pages/screen-pages');
const RoomScreenPage = page(screens, (m) => m.RoomScreenPage, ['room']);
const FoyerScreenPage = page(screens, (m) => m.FoyerScreenPage, ['room']);
// Running late from a phone (issue 47): organisers and hosts.
const LateControlPage = page(
  () => import('@/features/running-late/components/late-control'),
  (m) => m.LateControl,
  ['room'],
);
const NotFoundPage = page(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
);
const LoginPage = page(authArea, (m) => m.LoginPage, ['account']);
const SetPasswordPage = page(authArea, (m) => m.SetPasswordPage, ['account']);
const ResetPasswordPage = page(authArea, (m) => m.ResetPasswordPage, ['account']);
const ForgotPasswordPage = page(authArea, (m) => m.ForgotPasswordPage, ['account']);
const ChangePasswordPage = page(authArea, (m) => m.ChangePasswordPage, ['account']);
const ConfirmEmailPage = page(authArea, (m) => m.ConfirmEmailPage, ['account']);
const PaymentPage = page(paymentArea, (m) => m.PaymentPage, ['account']);
const DashboardPage = page(dashboardArea, (m) => m.DashboardPage, ['account']);
const SpeakerPage = page(speakerArea, (m) => m.SpeakerPage, ['account']);
const PresentationsPage = page(speakerArea, (m) => m.PresentationsPage, ['account']);
const archive = () => import('@/features/programme/components/archive-page');
const ArchiveIndexPage = page(archive, (m) => m.ArchiveIndexPage, ['programme']);
const ArchiveEditionPage = page(archive, (m) => m.ArchiveEditionPage, ['programme']);
const ResourcesPage = page(speakerArea, (m) => m.ResourcesPage, ['account']);
const NotificationsPage = page(speakerArea, (m) => m.NotificationsPage, ['account']);
const ReviewPage = page(reviewArea, (m) => m.ReviewPage, ['console']);
const ReviewProposalPage = page(reviewArea, (m) => m.ReviewProposalPage, ['console']);
const AdminPage = page(adminArea, (m) => m.AdminPage, ['console']);
// The door (issue 46): its own chunk and messages, so a phone at the door loads nothing of the console.
const CheckinPage = page(checkinArea, (m) => m.CheckinPage, ['door']);

/** The pages the server renders (entry-server.tsx), by their address as the routes below write it. */
const SERVER_RENDERED_PAGES: [path: string, page: Page][] = [
  ['/', HomePage],
  ['/about', AboutPage],
  ['/speakers', SpeakersPage],
  ['/speakers/:id', SpeakerProfilePage],
  ['/schedule', SchedulePage],
  ['/sessions/:id', SessionPage],
  ['/archive', ArchiveIndexPage],
  ['/archive/:year', ArchiveEditionPage],
  ['/news', NewsPage],
  ['/news/:id', NewsArticlePage],
  ['/location', LocationPage],
  ['/cfp', CfpPage],
  ['/sponsorship', SponsorshipPage],
  ['/accessibility', AccessibilityStatementPage],
  ['/barrierefreiheit', AccessibilityStatementPage],
];

/** Loads the code of the server-rendered page at this address (without its language's prefix), before hydrating it. */
export function preloadServerRenderedPage(pathname: string): Promise<unknown> {
  const hit = SERVER_RENDERED_PAGES.find(([path]) => matchPath(path, pathname));
  return hit ? hit[1].preload() : Promise.resolve();
}

/** The signed-in areas' pages, whose code would otherwise wait for the session check before it is even requested. */
const SIGNED_IN_PAGES: [path: string, page: Page][] = [
  ['/admin', AdminPage],
  ['/dashboard', DashboardPage],
  ['/speaker', SpeakerPage],
  ['/presentations', PresentationsPage],
  ['/review', ReviewPage],
  ['/review/:id', ReviewProposalPage],
  ['/checkin', CheckinPage],
];

/**
 * Starts loading the code of a signed-in page at this address (without its language's prefix) at start-up, beside
 * the session check rather than after it (issue 45: the organisers' calendar); for the console, the code of the tab
 * in the address too. A visitor who turns out not to be signed in has fetched a chunk for nothing.
 */
export function preloadPageAt(pathname: string, search: string): Promise<unknown> {
  const hit = SIGNED_IN_PAGES.find(([path]) => matchPath(path, pathname));
  if (!hit) return Promise.resolve();
  const code = [hit[1].preload(), ...(hit[1] === AdminPage ? [loadAdminTab(adminTabOf(search))] : [])];
  // A chunk that fails to load is the page's error to show when it renders.
  return Promise.all(code).catch(() => undefined);
}

const isReviewer = (user: User) => user.is_reviewer;

// The page's language is its address's prefix (lib/i18n/locales.ts): the router's basename, so every link and
// redirect of the app stays in it.
// Declarative routes rather than a data router (createBrowserRouter): no page uses loaders or actions, and the data
// router's code was ~17 KB gzip of the first load. Its two features in use are replaced by ScrollReset (new page at
// the top, back/forward where it was) and RouteErrorBoundary (a page that throws, or a chunk that vanished after a
// deployment, shows the error page).
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename || undefined}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The routes without their router: the browser's (AppRouter) or the server's StaticRouter (entry-server.tsx). An
 * item's address opened over a page (a speaker's details, an article) shows that page with the item's dialog; the
 * address the visitor arrived at, reloaded or not, is always the page it names (as the server rendered it).
 */
export function AppRoutes() {
  const location = useLocation();
  const [arrivedAt] = useState(location.key);
  const background = location.key === arrivedAt ? null : backgroundOf(location);
  return (
    <>
      <ScrollReset />
      <RouteErrorBoundary>
        <Routes location={background ?? location}>
          {/* Full-screen, for a projector or a door: no header or footer. */}
          <Route path="screens" element={<FoyerScreenPage />} />
          <Route path="screens/:room" element={<RoomScreenPage />} />
          <Route element={<RootLayout />}>
            <Route index element={<HomePage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="speakers" element={<SpeakersPage />} />
            <Route path="speakers/:id" element={<SpeakerProfilePage />} />
            <Route path="schedule" element={<SchedulePage />} />
            <Route path="sessions/:id" element={<SessionPage />} />
            <Route path="archive" element={<ArchiveIndexPage />} />
            <Route path="archive/:year" element={<ArchiveEditionPage />} />
            <Route path="news" element={<NewsPage />} />
            <Route path="news/:id" element={<NewsArticlePage />} />
            <Route path="location" element={<LocationPage />} />
            <Route path="venue" element={<VenueMapPage />} />
            <Route path="cfp" element={<CfpPage />} />
            <Route path="sponsorship" element={<SponsorshipPage />} />
            {/* The statement at its address in each language (lib/i18n/locales.ts, TRANSLATED_PAGES). */}
            <Route path="accessibility" element={<AccessibilityStatementPage />} />
            <Route path="barrierefreiheit" element={<AccessibilityStatementPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="set-password" element={<SetPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="confirm-email" element={<ConfirmEmailPage />} />
            {/* Public, but admins are sent to /admin by the page itself. */}
            <Route path="payment" element={<PaymentPage />} />
            <Route path="unauthorized" element={<UnauthorizedPage />} />
            <Route path="my/:token" element={<MySessionsPage />} />
            <Route element={<ProtectedRoute allowedRoles={['user']} />}>
              <Route path="dashboard" element={<DashboardPage />} />
            </Route>
            <Route element={<ProtectedRoute />}>
              <Route path="account/password" element={<ChangePasswordPage />} />
              {/* Organisers and door helpers: the server says who is one, and the page says so to anyone else. */}
              <Route path="checkin" element={<CheckinPage />} />
              {/* Organisers and the hosts of today's sessions: the server says which rooms each may mark. */}
              <Route path="late" element={<LateControlPage />} />
            </Route>
            <Route element={<ProtectedRoute allowedRoles={['speaker']} />}>
              <Route path="speaker" element={<SpeakerPage />} />
              <Route path="presentations" element={<PresentationsPage />} />
              <Route path="resources" element={<ResourcesPage />} />
              <Route path="notifications" element={<NotificationsPage />} />
            </Route>
            {/* The programme committee: any role an admin made a reviewer. */}
            <Route element={<ProtectedRoute allow={isReviewer} />}>
              <Route path="review" element={<ReviewPage />} />
              <Route path="review/:id" element={<ReviewProposalPage />} />
            </Route>
            <Route element={<ProtectedRoute allowedRoles={['admin']} />}>
              <Route path="admin" element={<AdminPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
        {background && (
          <Suspense fallback={null}>
            <ItemDialogs />
          </Suspense>
        )}
      </RouteErrorBoundary>
    </>
  );
}
