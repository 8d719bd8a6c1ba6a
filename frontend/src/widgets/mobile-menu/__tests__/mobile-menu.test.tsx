import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageReload } from '@/shared/lib';
import { json, makeAdmin, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

async function openMobileMenu() {
  const user = userEvent.setup();
  const toggle = await screen.findByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Close menu');
  const panel = screen.getByRole('navigation', { name: 'Mobile' });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  return { user, toggle, panel };
}

describe('mobile menu', () => {
  it('lists the same links, and Login and Get Matched for visitors', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/');

    const { panel } = await openMobileMenu();
    const labels = within(panel).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'About', 'Pricing', 'Consultants', 'Login', 'Get Matched']);
    expect(within(panel).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/');

    const { user, toggle } = await openMobileMenu();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('gives charities a Dashboard link and a Logout button', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderApp('/');

    const { panel } = await openMobileMenu();
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/charity-dashboard');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('has no Dashboard link for an admin', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeAdmin()) });
    renderApp('/');

    const { panel } = await openMobileMenu();
    expect(within(panel).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('only logs a failed logout', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser()),
      'POST /api/auth/logout': () => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }),
    });
    renderApp('/');

    const { user, panel } = await openMobileMenu();
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Logout failed', expect.objectContaining({ status: 500 })));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
