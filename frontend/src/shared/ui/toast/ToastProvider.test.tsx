import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastMessage, type ToastOptions } from './toastContext';

function Trigger({ message, options }: { message: ToastMessage; options?: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(message, options)}>
      {message.title}
    </button>
  );
}

function renderWithToasts(...messages: ToastMessage[]) {
  return render(
    <ToastProvider>
      {messages.map((message) => (
        <Trigger key={message.title} message={message} />
      ))}
    </ToastProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time in a polite live region, for 5 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithToasts({ title: 'First', description: 'one' }, { title: 'Second', description: 'two', variant: 'destructive' });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Secondtwo');
    expect(toasts[0]).toHaveClass('toast--destructive');

    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("keeps a newer toast when the older one's timer fires before the newer one's effect has run", () => {
    let api: ReturnType<typeof useToast> | null = null;
    function Grab() {
      api = useToast();
      return null;
    }
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => api!.toast({ title: 'Older' }));
    act(() => jest.advanceTimersByTime(4_000));
    // One batch: the newer toast is set, then the older toast's timer fires before React swaps the timers.
    act(() => {
      api!.toast({ title: 'Newer' });
      jest.advanceTimersByTime(1_500);
    });
    expect(screen.getByTestId('toast')).toHaveTextContent('Newer');
  });

  it('focuses the region on F8', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithToasts({ title: 'Hello' });

    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('can be closed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithToasts({ title: 'Hello' });

    await user.click(screen.getByRole('button', { name: 'Hello' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows a kept toast again after a reload', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = render(
      <ToastProvider>
        <Trigger message={{ title: 'Logged out' }} options={{ keepAcrossReload: true }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Logged out' }));
    first.unmount();

    render(<ToastProvider>page after reload</ToastProvider>);
    expect(screen.getByTestId('toast')).toHaveTextContent('Logged out');
    // ...and only once.
    expect(sessionStorage.getItem('pendingToast')).toBeNull();
  });
});
