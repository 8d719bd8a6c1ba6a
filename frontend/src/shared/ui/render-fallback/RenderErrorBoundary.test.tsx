import { render, screen } from '@testing-library/react';
import { RenderErrorBoundary } from './RenderErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RenderErrorBoundary', () => {
  it('shows the spec fallback text when rendering fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(/^Platform loading\.\.\. Please refresh if this persists\.$/);
  });
});
