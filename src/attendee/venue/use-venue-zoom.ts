// Zoom and pan of the venue plan: +/− buttons, pinch on touch screens, ctrl+wheel (also what a
// laptop trackpad's pinch sends) and dragging with a mouse. Zoom widens the plan inside its
// scrollable frame, and the point under the fingers or cursor (the frame's centre for buttons)
// stays where it was. NOTE: widening, not a CSS transform: the browser then owns scrolling and
// the markers keep their size and stay sharp.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One press of + or −. */
export const ZOOM_STEP = 1.5;
/** How fast ctrl+wheel zooms, per pixel of wheel delta. */
const WHEEL_RATE = 1 / 250;
const LINE_PX = 16;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

type Point = { clientX: number; clientY: number };
/** A point of the plan (fractions of its size) that must stay under a point of the screen. */
type Anchor = Point & { fx: number; fy: number };

/** A point of the plan as fractions of its width and height (a booth: left / 100, top / 100). */
export type PlanPoint = { fx: number; fy: number };

export type VenueZoom = {
  zoom: number;
  /** With a focus, that point of the plan is brought to the frame's centre. */
  zoomIn: (focus?: PlanPoint) => void;
  zoomOut: (focus?: PlanPoint) => void;
  reset: () => void;
};

const distance = (a: Touch, b: Touch) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
const midpoint = (a: Touch, b: Touch): Point => ({
  clientX: (a.clientX + b.clientX) / 2,
  clientY: (a.clientY + b.clientY) / 2,
});

export function useVenueZoom(
  frameRef: RefObject<HTMLElement | null>,
  planRef: RefObject<HTMLElement | null>,
): VenueZoom {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const zoomRef = useRef(zoom);
  const anchorRef = useRef<Anchor | null>(null);

  /** Zooms keeping the plan point under `at` there, or bringing `focus` to the frame's centre. */
  const zoomAt = useCallback(
    (wanted: number, at?: Point, focus?: PlanPoint) => {
      const frame = frameRef.current;
      const plan = planRef.current;
      const next = clampZoom(wanted);
      if (frame === null || plan === null || next === zoomRef.current) return;
      const box = frame.getBoundingClientRect();
      const point = at ?? { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      const rect = plan.getBoundingClientRect();
      anchorRef.current = {
        ...point,
        fx: focus?.fx ?? (point.clientX - rect.left) / rect.width,
        fy: focus?.fy ?? (point.clientY - rect.top) / rect.height,
      };
      zoomRef.current = next;
      setZoom(next);
    },
    [frameRef, planRef],
  );

  // After the plan took its new size: scroll so the anchor is back under its screen point.
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const frame = frameRef.current;
    const plan = planRef.current;
    anchorRef.current = null;
    if (anchor === null || frame === null || plan === null) return;
    const rect = plan.getBoundingClientRect();
    frame.scrollLeft += rect.left + anchor.fx * rect.width - anchor.clientX;
    frame.scrollTop += rect.top + anchor.fy * rect.height - anchor.clientY;
  }, [zoom, frameRef, planRef]);

  useEffect(() => {
    const frame = frameRef.current;
    if (frame === null) return;
    let pinch: { distance: number; zoom: number } | null = null;
    let drag: { x: number; y: number; left: number; top: number; id: number } | null = null;

    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const delta = event.deltaY * (event.deltaMode === 1 ? LINE_PX : 1);
      zoomAt(zoomRef.current * Math.exp(-delta * WHEEL_RATE), event);
    };
    const onTouchStart = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      pinch =
        event.touches.length === 2 && a && b ? { distance: distance(a, b), zoom: zoomRef.current } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (pinch === null || event.touches.length !== 2 || !a || !b) return;
      event.preventDefault();
      zoomAt((pinch.zoom * distance(a, b)) / pinch.distance, midpoint(a, b));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };
    // Mouse only, on the plan itself: touch already pans by scrolling, markers keep their clicks
    // and the scrollbars keep theirs.
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target === null || !planRef.current?.contains(target) || target.closest('button')) return;
      drag = {
        x: event.clientX,
        y: event.clientY,
        left: frame.scrollLeft,
        top: frame.scrollTop,
        id: event.pointerId,
      };
      frame.setPointerCapture(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (drag === null || event.pointerId !== drag.id) return;
      frame.scrollLeft = drag.left - (event.clientX - drag.x);
      frame.scrollTop = drag.top - (event.clientY - drag.y);
    };
    const onPointerUp = () => {
      drag = null;
    };

    const active = { passive: false } as const;
    const stops = [
      listen(frame, 'wheel', onWheel, active),
      listen(frame, 'touchstart', onTouchStart, { passive: true }),
      listen(frame, 'touchmove', onTouchMove, active),
      listen(frame, 'touchend', onTouchEnd),
      listen(frame, 'touchcancel', onTouchEnd),
      listen(frame, 'pointerdown', onPointerDown),
      listen(frame, 'pointermove', onPointerMove),
      listen(frame, 'pointerup', onPointerUp),
      listen(frame, 'pointercancel', onPointerUp),
    ];
    return () => stops.forEach((stop) => stop());
  }, [frameRef, planRef, zoomAt]);

  return {
    zoom,
    zoomIn: (focus) => zoomAt(zoomRef.current * ZOOM_STEP, undefined, focus),
    zoomOut: (focus) => zoomAt(zoomRef.current / ZOOM_STEP, undefined, focus),
    reset: () => zoomAt(MIN_ZOOM),
  };
}

/** Adds one listener to `element`; the function returned removes it. */
function listen<K extends keyof HTMLElementEventMap>(
  element: HTMLElement,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void {
  element.addEventListener(type, listener, options);
  return () => element.removeEventListener(type, listener);
}
