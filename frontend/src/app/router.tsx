import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

// Each area is one chunk (sign-in apart from the other public pages, for its form code); the pages of an area share its import, so Vite emits it once.
const publicArea = () => import('./routes/public');
const authArea = () => import('./routes/auth');
const dashboardArea = () => import('./routes/dashboard');
const paymentArea = () => import('./routes/payment');
const speakerArea = () => import('./routes/speaker');
const adminArea = () => import('./routes/admin');

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const HomePage = page(publicArea, (m) => m.HomePage);
const AboutPage = page(publicArea, (m) => m.AboutPage);
const SpeakersPage = page(publicArea, (m) => m.SpeakersPage);
const SchedulePage = page(publicArea, (m) => m.SchedulePage);
const NewsPage = page(publicArea, (m) => m.NewsPage);
const LocationPage = page(publicArea, (m) => m.LocationPage);
const CfpPage = page(publicArea, (m) => m.CfpPage);
const SponsorshipPage = page(publicArea, (m) => m.SponsorshipPage);
const LoginPage = page(authArea, (m) => m.LoginPage);
const SetPasswordPage = page(authArea, (m) => m.SetPasswordPage);
const UnauthorizedPage = page(publicArea, (m) => m.UnauthorizedPage);
const NotFoundPage = page(publicArea, (m) => m.NotFoundPage);
const PaymentPage = page(paymentArea, (m) => m.PaymentPage);
const DashboardPage = page(dashboardArea, (m) => m.DashboardPage);
const SpeakerPage = page(speakerArea, (m) => m.SpeakerPage);
const PresentationsPage = page(speakerArea, (m) => m.PresentationsPage);
const ResourcesPage = page(speakerArea, (m) => m.ResourcesPage);
const NotificationsPage = page(speakerArea, (m) => m.NotificationsPage);
const AdminPage = page(adminArea, (m) => m.AdminPage);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'speakers', element: <SpeakersPage /> },
      { path: 'schedule', element: <SchedulePage /> },
      { path: 'news', element: <NewsPage /> },
      { path: 'location', element: <LocationPage /> },
      { path: 'cfp', element: <CfpPage /> },
      { path: 'sponsorship', element: <SponsorshipPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'set-password', element: <SetPasswordPage /> },
      // Public, but admins are sent to /admin by the page itself.
      { path: 'payment', element: <PaymentPage /> },
      { path: 'unauthorized', element: <UnauthorizedPage /> },
      {
        element: <ProtectedRoute allowedRoles={['user']} />,
        children: [{ path: 'dashboard', element: <DashboardPage /> }],
      },
      {
        element: <ProtectedRoute allowedRoles={['speaker']} />,
        children: [
          { path: 'speaker', element: <SpeakerPage /> },
          { path: 'presentations', element: <PresentationsPage /> },
          { path: 'resources', element: <ResourcesPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
        ],
      },
      {
        element: <ProtectedRoute allowedRoles={['admin']} />,
        children: [{ path: 'admin', element: <AdminPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
