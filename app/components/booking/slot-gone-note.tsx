import { useEffect, useRef } from "react";

/**
 * The time chosen a moment ago is no longer offered (taken by someone else, say): said where the times
 * are. After a refused booking or move the pressed button was disabled and the focus fell to the page;
 * with `takeFocus` it comes here, beside the times to choose from instead.
 */
export function SlotGoneNote({ takeFocus = false }: { takeFocus?: boolean }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && document.activeElement === document.body) note.current?.focus();
  }, [takeFocus]);
  return (
    <p
      ref={note}
      tabIndex={-1}
      role="status"
      className="rounded-md bg-destructive/15 px-3 py-2 text-sm text-destructive outline-none"
    >
      The time you chose is no longer available. Please choose another.
    </p>
  );
}
