import { useEffect } from 'react';

/**
 * Sets <meta name="description"> while the page is shown (a consultant's own profile says who they are
 * to search engines and link previews), and puts the site-wide text back afterwards.
 */
export function usePageDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
