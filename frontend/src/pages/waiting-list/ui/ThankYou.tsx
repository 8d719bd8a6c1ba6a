import { useEffect, useRef } from 'react';

/** `message` is the server's: it says whether the entry was new or an earlier one was updated. */
export function ThankYou({ message, onAnother }: { message: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result so keyboard and screen-reader users hear that the form went through.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="pp-thanks">
      <h2 ref={heading} tabIndex={-1}>
        Thank you for joining our waiting list!
      </h2>
      <p>{message}</p>
      <p>We&apos;ve sent you a confirmation email.</p>
      <button type="button" className="btn btn--primary" onClick={onAnother}>
        Submit Another Response
      </button>
    </div>
  );
}
