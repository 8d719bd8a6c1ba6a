import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { RenderFallback } from '@/shared/ui';

/** The router's error element: a render error or a failed chunk download shows the spec's fallback text. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return <RenderFallback />;
}
