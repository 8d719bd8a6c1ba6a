import { Alert, Button } from 'antd';

/** A member page's "could not load" state with a way to try again (antd: lazy member pages only). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Unable to load ${what}.`}
      description="Please check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
