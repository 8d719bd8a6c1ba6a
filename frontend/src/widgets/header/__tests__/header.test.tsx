import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageReload } from '@/shared/lib';
import { json, makeAdmin, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders on a busy two-core machine.
jest.setTimeout(30_000);

async function openUserMenu(name: string) {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: new RegExp(`Welcome back, ${name.split(' ')[0]}`) });
  await user.click(button);
  return { user, button, menu: screen.getByRole('menu') };
}

describe('header', () => {
  it('offers Login and Get Matched to visitors', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/');

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Get Matched' })).toHaveAttribute('href', '/get-matched');
    expect(within(banner).queryByText(/Welcome back/)).not.toBeInTheDocument();

    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Consultants', '/consultants'],
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('greets a signed-in charity and shows their account menu', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderApp('/');

    const { menu, button } = await openUserMenu('Jane Doe');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(button).getByText('JD')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    expect(screen.getByText('jane@example.org')).toBeVisible();
    expect(screen.getByText('Charity')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/charity-dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('gives admins the admin entries', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeAdmin()) });
    renderApp('/');

    const { menu } = await openUserMenu('Ada Admin');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Account Settings',
      'Admin Dashboard',
      'Consultant Applications',
      'Form Submissions',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Consultant Applications' })).toHaveAttribute(
      'href',
      '/admin/consultant-applications',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Form Submissions' })).toHaveAttribute('href', '/admin/form-submissions');
  });

  it('treats an isAdmin consultant as an admin too', async () => {
    const dualRole = makeUser({ name: 'Sam Both', role: 'consultant', isConsultant: true, isAdmin: true, isDualRole: true });
    mockApi({ 'GET /api/auth/user': () => json(200, dualRole) });
    renderApp('/');

    const { menu } = await openUserMenu('Sam Both');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dual-role-dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Form Submissions' })).toBeInTheDocument();
  });

  it('runs the account menu from the keyboard', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeAdmin()) });
    renderApp('/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Welcome back, Ada/ });

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('logs out: toast, signed-out header, home page, reload', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    let signedIn = true;
    const api = mockApi({
      'GET /api/auth/user': () => (signedIn ? json(200, makeUser()) : notSignedIn()),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(200, { success: true });
      },
    });
    const app = renderApp('/login');

    const { user, menu } = await openUserMenu('Jane Doe');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Logged out');
    expect(toast).toHaveTextContent('You have been successfully logged out.');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(api.bodies['POST /api/auth/logout']).toEqual([{}]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['a charity', '/charity-dashboard', makeUser()],
    [
      'a consultant',
      '/consultant-dashboard',
      makeUser({
        name: 'Tom Okafor',
        role: 'consultant',
        isConsultant: true,
        consultantProfile: {
          id: 41,
          expertise: [],
          specialisations: null,
          yearsExperience: 3,
          availability: true,
          profileSummary: null,
          previousExperience: null,
          linkedin: null,
          isApproved: true,
          isFeatured: false,
        },
      }),
    ],
    ['an admin', '/dashboard', makeAdmin()],
  ])('logs %s out from %s onto the home page', async (_label, startPath, signedInUser) => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    let signedIn = true;
    mockApi({
      'GET /api/auth/user': () => (signedIn ? json(200, signedInUser) : notSignedIn()),
      'GET /api/projects': () => json(200, []),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(200, { success: true });
      },
    });
    const app = renderApp(startPath);

    const { user, menu } = await openUserMenu(signedInUser.name);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(app.location()).toBe('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // A moment later nothing (a sign-in gate noticing the 401) has moved it on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.location()).toBe('/');
  });

  it('says so when logging out fails', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser()),
      'POST /api/auth/logout': () => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }),
    });
    renderApp('/');

    const { user, menu } = await openUserMenu('Jane Doe');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('There was a problem logging out. Please try again.');
    expect(toast).toHaveClass('toast--destructive');
    expect(screen.getByRole('button', { name: /Welcome back, Jane/ })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
