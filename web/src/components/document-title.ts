import { useEffect } from 'react';

/** The tab title for a page: '<page> · Steady'. */
export const documentTitle = (title: string): string => (title ? `${title} · Steady` : 'Steady');

/** On the server only (the build's prerender, web/src/prerender/entry.tsx): the title the rendered page asked for. */
export const prerenderedTitle = { current: '' };

/** Sets the tab title to '<page> · Steady'. */
export function useDocumentTitle(title: string): void {
  if (import.meta.env.SSR) prerenderedTitle.current = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
