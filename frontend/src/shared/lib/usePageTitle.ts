import { useEffect } from 'react';
import { BRAND_NAME } from '../config';

let defaultDescription: string | null | undefined;

/**
 * Sets the tab title ("Login | CharityBridge") so screen-reader users know where a navigation landed,
 * and the page's meta description (search results); pages without their own get index.html's.
 */
export function usePageTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    if (defaultDescription === undefined) defaultDescription = meta.getAttribute('content');
    meta.setAttribute('content', description ?? defaultDescription ?? '');
  }, [title, description]);
}
