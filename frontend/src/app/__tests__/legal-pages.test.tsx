import { act, screen, within } from '@testing-library/react';
import { ACCESSIBILITY_LAST_REVIEWED } from '@contracts';
import userEvent from '@testing-library/user-event';
import { mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';
import { TEST_CONTACT, setBootData } from '@test/bootBlock';

describe('terms and privacy pages', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
  });

  it('/terms shows the terms, their date, a contents list and Back to Home', async () => {
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Last updated December 2024');
    expect(within(main).getAllByRole('link', { name: /Back to Home/ })[0]).toHaveAttribute('href', '/');
    const contents = within(main).getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Fees and payment' })).toHaveAttribute('href', '#fees');
    // The business facts come from the contracts.
    for (const text of ['£129 a month', '£1,393 a year', 'under £1 million', '£249', '25%', 'England and Wales', 'UK General Data Protection Regulation', '2 to 3 business days']) {
      expect(main).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { level: 2, name: '4. How we vet consultants' })).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions | CharityBridge');
  });

  it('/privacy shows the privacy policy with the rights and the ICO', async () => {
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const heading of ['3. Why we use it, and our lawful bases', '7. How long we keep it', '9. Your rights']) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(main).toHaveTextContent('Information Commissioner’s Office');
    expect(within(main).getAllByRole('link', { name: 'hello@charitybridge.test' })[0]).toHaveAttribute('href', 'mailto:hello@charitybridge.test');
  });

  it('/privacy states the retention periods the server is configured with (D19)', async () => {
    setBootData({ brandName: 'CharityBridge', contact: TEST_CONTACT, retention: { enquiryMonths: 18, visitMonths: 13, sentMailBodyDays: 30 } });
    try {
      renderApp('/privacy');
      const main = await screen.findByRole('main');
      expect(await within(main).findByText(/did not lead to an account: 18 months, then anonymised/)).toBeInTheDocument();
      expect(main).toHaveTextContent('Page-visit records: 13 months.');
      expect(main).toHaveTextContent('e-mails we sent you: 30 days');
    } finally {
      setBootData({ brandName: 'CharityBridge', contact: TEST_CONTACT });
    }
  });

  it('/accessibility states the standard, the testing, known gaps, a contact and the last review, and the footer links to it', async () => {
    renderApp('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility Statement' }, { timeout: 15_000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of ['WCAG) version 2.2 at level AA', 'axe', 'Keyboard journeys', 'not yet accessible', `Last updated ${ACCESSIBILITY_LAST_REVIEWED}`]) expect(main).toHaveTextContent(text);
    expect(within(main).getAllByRole('link', { name: 'hello@charitybridge.test' })[0]).toHaveAttribute('href', 'mailto:hello@charitybridge.test');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    expect(document.title).toBe('Accessibility Statement | CharityBridge');
  });

  describe('popups', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('/terms-popup has its own date and closes its window', async () => {
      const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
      renderApp('/terms-popup');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('Last updated 24 June 2025');
      const buttons = screen.getAllByRole('button', { name: 'Close' });
      expect(buttons).toHaveLength(2);

      await user.click(buttons[0]);
      expect(close).toHaveBeenCalledTimes(1);
      // jsdom's window stays open, like a tab the browser will not let a script close.
      act(() => jest.advanceTimersByTime(400));
      expect(screen.getByRole('status')).toHaveTextContent('This window could not close itself.');
    });

    it('/privacy-popup closes its window too', async () => {
      const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
      renderApp('/privacy-popup');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
      await user.click(screen.getAllByRole('button', { name: 'Close' })[1]);
      expect(close).toHaveBeenCalledTimes(1);
    });
  });
});
