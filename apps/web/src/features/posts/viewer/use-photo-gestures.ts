import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { clampPan, clampZoom, MIN_ZOOM, STEP_ZOOM, swipeStep } from './viewer-rules.ts';

interface View {
  scale: number;
  x: number;
  y: number;
}
const rest: View = { scale: MIN_ZOOM, x: 0, y: 0 };

/**
 * The photo's gestures with pointer events (mouse, pen and fingers alike): a swipe moves to the next or
 * previous photo, two fingers pinch, the wheel zooms, a double tap or click toggles zoom, a zoomed photo pans.
 * `resetKey` (the photo) puts the view back to rest.
 */
export function usePhotoGestures(
  stage: RefObject<HTMLElement | null>,
  resetKey: unknown,
  onStep: (step: 1 | -1) => void,
) {
  const [view, setView] = useState<View>(rest);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ startX: 0, startY: 0, pinch: 0, pinchScale: 1, lastTap: 0, moved: false });
  const [shown, setShown] = useState(resetKey);
  if (shown !== resetKey) {
    setShown(resetKey);
    setView(rest);
  }

  const box = () => ({ w: stage.current?.clientWidth ?? 0, h: stage.current?.clientHeight ?? 0 });
  const settle = (next: View): View => {
    const scale = clampZoom(next.scale);
    const { w, h } = box();
    return { scale, x: clampPan(next.x, scale, w), y: clampPan(next.y, scale, h) };
  };
  const zoomTo = (scale: number) => setView((current) => settle({ ...current, scale }));
  const toggleZoom = () =>
    setView((current) => (current.scale > MIN_ZOOM ? rest : settle({ ...current, scale: STEP_ZOOM })));

  // The wheel needs a listener that is not passive, to keep the page from scrolling behind.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) => settle({ ...current, scale: current.scale * Math.exp(-event.deltaY * 0.002) }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const g = gesture.current;
      if (pointers.current.size === 2) {
        g.pinch = distance();
        g.pinchScale = view.scale;
      } else {
        Object.assign(g, { startX: event.clientX, startY: event.clientY, moved: false });
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const last = pointers.current.get(event.pointerId);
      if (!last) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const g = gesture.current;
      if (Math.hypot(event.clientX - g.startX, event.clientY - g.startY) > 8) g.moved = true;
      if (pointers.current.size === 2 && g.pinch > 0) {
        const scale = (g.pinchScale * distance()) / g.pinch;
        setView((current) => settle({ ...current, scale }));
      } else if (pointers.current.size === 1 && view.scale > MIN_ZOOM) {
        const [dx, dy] = [event.clientX - last.x, event.clientY - last.y];
        setView((current) => settle({ ...current, x: current.x + dx, y: current.y + dy }));
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const g = gesture.current;
      const wasSingle = pointers.current.size === 1;
      pointers.current.delete(event.pointerId);
      if (pointers.current.size > 0 || !wasSingle) return;
      if (view.scale === MIN_ZOOM) {
        const step = swipeStep(event.clientX - g.startX, event.clientY - g.startY);
        if (step !== 0) return onStep(step);
      }
      // A mouse toggles zoom on dblclick; a finger or a pen by two quick taps.
      if (event.pointerType === 'mouse' || g.moved) return;
      if (event.timeStamp - g.lastTap < 300) {
        g.lastTap = 0;
        toggleZoom();
      } else g.lastTap = event.timeStamp;
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
    },
    onDoubleClick: toggleZoom,
  };

  return { view, zoomed: view.scale > MIN_ZOOM, toggleZoom, zoomTo, handlers };
}
