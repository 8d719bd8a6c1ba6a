import './spinner.css';

interface SpinnerProps {
  /** Announced to screen readers; the spinning circle itself is decorative. */
  label?: string;
  /** Fill the page body area (route transitions) instead of sitting inline. */
  fullPage?: boolean;
}

export function Spinner({ label = 'Loading…', fullPage = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
