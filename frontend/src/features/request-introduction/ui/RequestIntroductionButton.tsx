import { useState } from 'react';
import { IntroductionDialog } from './IntroductionDialog';

/** A button that opens the introduction dialog without a consultant (the home page's way in, spec 000 §2). */
export function RequestIntroductionButton({ className = 'btn btn--primary', children = 'Request an Introduction' }: { className?: string; children?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      <IntroductionDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
