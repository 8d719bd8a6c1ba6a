import { useEffect } from 'react';
import { BRAND_NAME } from '../config';

/** Sets the tab title ("Login | CharityBridge") so screen-reader users know where a navigation landed. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
