import { useEffect, useState } from 'react';

/**
 * The width of a chart's container, so an SVG drawing follows it and its labels stay 12 px on phones
 * and desktops. Attach `ref` to the element around the SVG; `width` starts at `initial`.
 */
export function useChartWidth(initial: number) {
  const [el, ref] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return { ref, width };
}
