import { waitFor } from '@testing-library/react';
import { adminApi } from '@test/adminApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

describe('old admin paths (DECISIONS D12)', () => {
  it.each([
    ['/admin', '/admin-dashboard'],
    ['/quick-admin', '/admin-dashboard'],
    ['/simple-waiting-list-admin', '/admin/waiting-list'],
    ['/admin/consultant-applications-old', '/admin/consultant-applications'],
  ])('%s goes to %s', async (from, to) => {
    adminApi();
    const app = renderApp(from);

    await waitFor(() => expect(app.location()).toBe(to));
  });
});
