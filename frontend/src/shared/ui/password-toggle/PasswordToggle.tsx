import type { MouseEvent } from 'react';
import './password-toggle.css';

export interface PasswordToggleProps {
  /** True while the password is shown as plain text. */
  visible: boolean;
  onToggle: () => void;
  /** id of the password input it controls. */
  controls?: string;
  /** Accessible name; it stays the same in both states (aria-pressed carries the state). */
  label?: string;
}

/**
 * A real toggle button for show/hide password: keyboard operable, with aria-pressed. Meant for an
 * input's suffix; it stops the click so the input wrapper does not pull focus away from it.
 */
export function PasswordToggle({ visible, onToggle, controls, label = 'Show password' }: PasswordToggleProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    onToggle();
  };

  return (
    <button
      type="button"
      className="password-toggle"
      aria-label={label}
      aria-pressed={visible}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
        {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
    </button>
  );
}
