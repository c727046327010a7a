// Renders a component as the app does (MUI theme, a Redux store with the RTK Query api, a router), with a fresh store
// per test so no answer is cached from another.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { createServerStore } from '@/app/store';

interface Options {
  /** The address the router starts at. */
  route?: string;
}

export function renderWithApp(ui: ReactElement, { route = '/' }: Options = {}) {
  const store = createServerStore();
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, user };
}
