import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackVisit } from '@/shared/lib';

/** Records a visit on every route change (spec 000 §7), once per navigation even under StrictMode. */
export function VisitTracker() {
  const { key, pathname } = useLocation();
  const lastKey = useRef<string>(undefined);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    trackVisit(pathname);
  }, [key, pathname]);

  return null;
}
