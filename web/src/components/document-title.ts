import { useEffect } from 'react';

/** Sets the tab title to '<page> · Steady'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Steady` : 'Steady';
  }, [title]);
}
