// Renders a component as the app does (MUI theme, a Redux store with the RTK Query api, a router), with a fresh store
// per test so no answer is cached from another.
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { createServerStore } from '@/app/store';

interface Options {
  /** The address the router starts at. */
  route?: string;
  /** The route pattern the component is rendered at; any other address shows where the app went (`testid="location"`). */
  path?: string;
  /** Fills the store before the first render (what a server-rendered page carries). */
  prepare?: (store: ReturnType<typeof createServerStore>) => void;
}

/** Stands for every other page: says where the app navigated to. */
function OtherPage() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderWithApp(ui: ReactElement, { route = '/', path = '*', prepare }: Options = {}) {
  const store = createServerStore();
  prepare?.(store);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={<OtherPage />} />}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, user };
}
