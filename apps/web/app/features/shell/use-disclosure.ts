import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state of a header dropdown: a click or tap outside closes it, Escape closes it and gives focus back
 * to its toggle (the element with aria-expanded), focus leaving it closes it, and `hoverProps` let a mouse
 * open it by hovering (touch is left to the toggle).
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>(
  options: {
    /** Called when the visitor shows interest (pointer over, focus inside): preload the panel's code. */
    onIntent?: () => void;
    /** How long a hovering mouse waits before the panel opens (0: at once); asked at each hover. */
    hoverDelay?: () => number;
  } = {},
) {
  const { onIntent, hoverDelay } = options;
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelHover = () => {
    if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  // A hover still waiting when the menu goes away opens nothing.
  useEffect(
    () => () => {
      if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
    },
    [],
  );
  // A click on a toggle the mouse has just opened by hovering keeps it open instead of closing it.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Props for the wrapper: focus leaving closes it; focus or a pointer arriving signals intent. */
  const blurProps = {
    onBlur: (event: React.FocusEvent) => {
      if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onFocus: () => onIntent?.(),
    onPointerEnter: () => onIntent?.(),
  };
  /** The same, and a mouse hovering opens it. */
  const hoverProps = {
    ...blurProps,
    onPointerEnter: (event: React.PointerEvent) => {
      onIntent?.();
      if (event.pointerType !== 'mouse') return;
      const openNow = () => {
        hoverTimer.current = null;
        openedByHover.current = true;
        setOpen(true);
      };
      const delay = hoverDelay?.() ?? 0;
      cancelHover();
      if (delay > 0) hoverTimer.current = setTimeout(openNow, delay);
      else openNow();
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelHover();
      openedByHover.current = false;
      setOpen(false);
    },
  };

  const toggle = useCallback(() => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((value) => !value);
  }, []);
  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);
  return { open, setOpen, toggle, close, ref, hoverProps, blurProps };
}
