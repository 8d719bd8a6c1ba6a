import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeUser, mockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(60_000);

const charity = makeUser({ name: 'Priya Shah' });

function signedInCharity(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/auth/user': () => json(200, charity), 'GET /api/projects': () => json(200, []), ...extra });
}

/** The calendar cell of a date in an open picker panel (antd titles each cell YYYY-MM-DD). */
const cell = (date: string) => document.querySelector(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${date}"]`);

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement | Promise<HTMLElement>, text: string) {
  await user.click(await field);
  await user.paste(text);
}

describe('project request (spec 001 "Project request")', () => {
  afterEach(() => jest.useRealTimers());

  it('disables past start dates and end dates before the chosen start', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00'), advanceTimers: true });
    signedInCharity();
    renderApp('/project-request');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    expect(await screen.findByRole('heading', { level: 1, name: 'Request a Project' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Start Date (optional)'));
    await waitFor(() => expect(cell('2026-03-09')).not.toBeNull());
    expect(cell('2026-03-09')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-03-10')).not.toHaveClass('ant-picker-cell-disabled');
    await user.click(cell('2026-03-20')!.querySelector('.ant-picker-cell-inner')!);

    await user.click(screen.getByLabelText('End Date (optional)'));
    await waitFor(() => expect(cell('2026-03-19')).not.toBeNull());
    expect(cell('2026-03-19')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-03-20')).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('asks for at least one area of expertise and sends nothing until then', async () => {
    const api = signedInCharity();
    renderApp('/project-request');
    const user = userEvent.setup();

    await fill(user, await screen.findByLabelText('Project Title'), 'Reserves policy');
    await fill(user, screen.getByLabelText('Project Description'), 'Help us write a reserves policy.');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Please select at least one area of expertise')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/projects');
  });

  it('takes at most the hours the server takes (PROJECT_ESTIMATED_HOURS_MAX)', async () => {
    const api = signedInCharity();
    renderApp('/project-request');
    const user = userEvent.setup();

    await fill(user, await screen.findByLabelText('Estimated Hours (optional)'), '100000');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Estimated hours can be at most 99,999')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/projects');
  });

  it('submits the one-off request, toasts and goes to the dashboard', async () => {
    const api = signedInCharity({ 'POST /api/projects': () => json(201, { id: 9 }) });
    const app = renderApp('/project-request?type=oneoff');
    const user = userEvent.setup();

    expect(await screen.findByText('One-off project')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Project Title'), 'Reserves policy');
    await fill(user, screen.getByLabelText('Project Description'), 'Help us write a reserves policy.');
    await user.click(screen.getByRole('checkbox', { name: 'Finance & Accounting' }));
    await fill(user, screen.getByLabelText('Estimated Hours (optional)'), '40');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
    expect(await screen.findByText('Project request submitted')).toBeInTheDocument();
    expect(api.bodies['POST /api/projects']).toEqual([
      {
        title: 'Reserves policy',
        description: 'Help us write a reserves policy.',
        expertiseRequired: ['finance'],
        estimatedHours: 40,
        type: 'oneoff',
      },
    ]);
  });

  it("shows the server's message when the request fails, and Cancel goes back to the dashboard", async () => {
    signedInCharity({
      'POST /api/projects': () =>
        json(400, { statusCode: 400, message: 'End date must be after start date', errors: { endDate: 'End date must be after start date' } }),
    });
    const app = renderApp('/project-request');
    const user = userEvent.setup();

    await fill(user, await screen.findByLabelText('Project Title'), 'Reserves policy');
    await fill(user, screen.getByLabelText('Project Description'), 'Help us write a reserves policy.');
    await user.click(screen.getByRole('checkbox', { name: 'Governance' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect((await screen.findAllByText('End date must be after start date')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
  });
});
