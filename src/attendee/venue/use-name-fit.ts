// Measures where each booth's name would be drawn on the plan and keeps the ids of the names that
// fit (venue-labels.ts), again whenever the plan's size, the zoom, the booths or the picked booth
// change. Names are laid out hidden, so every box is measurable before one is shown.
import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { pickLabels, type Box, type LabelBox } from './venue-labels.ts';

const boxOf = (element: Element): Box => {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
};

const isSame = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

export function useNameFit(
  planRef: RefObject<HTMLElement | null>,
  pickedId: number | null,
  /** Anything that moves the markers or the names: the zoom, the booths. */
  layoutKey: string,
): ReadonlySet<number> {
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  useLayoutEffect(() => {
    const plan = planRef.current;
    if (plan === null) return;
    const measure = () => {
      const boxes: LabelBox[] = [];
      for (const marker of plan.querySelectorAll<HTMLElement>('[data-booth]')) {
        const name = marker.querySelector('[data-name]');
        if (name === null) continue;
        boxes.push({ id: Number(marker.dataset.booth), marker: boxOf(marker), label: boxOf(name) });
      }
      const next = pickLabels(boxes, pickedId);
      setShown((previous) => (isSame(previous, next) ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(plan);
    return () => observer.disconnect();
  }, [planRef, pickedId, layoutKey]);
  return shown;
}
