import { UI_TEXTS } from '@contracts';

/** What shows when rendering fails (spec 000 §2): a calm message instead of a blank page. */
export function RenderFallback() {
  return (
    <p className="render-fallback" role="alert">
      {UI_TEXTS.renderFallback}
    </p>
  );
}
