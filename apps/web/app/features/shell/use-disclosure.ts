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
  } = {},
) {
  const { onIntent } = options;
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
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
      openedByHover.current = true;
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
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
