import {
  type ComponentProps,
  cloneElement,
  lazy,
  type ReactElement,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { browserIdle } from "~/lib/idle";
import type { ConfirmDialogText } from "./confirm-dialog-body";

// The dialog's code (Radix AlertDialog, about 12 kB gzip) is not part of the page's first load (the admin
// budget, 180 kB): it is fetched once the browser is idle, or at the first press if that comes sooner.
const loadBody = () => import("./confirm-dialog-body");
const ConfirmDialogBody = lazy(loadBody);
// One idle fetch for the page, however many rows carry a confirming action.
let preloading = false;
function preloadWhenIdle() {
  if (preloading) return;
  preloading = true;
  browserIdle().then(loadBody, () => {});
}

/**
 * An action that cannot be undone, behind a confirming step: `trigger` (a button) opens it, and nothing
 * happens until the person chooses `confirm`; `keep` closes it with nothing done, focus back on the button.
 */
export function ConfirmOnDemand({
  trigger,
  ...text
}: ConfirmDialogText & { trigger: ReactElement<ComponentProps<"button">> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(preloadWhenIdle, []);
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: () => {
          setWanted(true);
          setOpen(true);
        },
      } as ComponentProps<"button">)}
      {wanted ? (
        <Suspense fallback={null}>
          <ConfirmDialogBody open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} {...text} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The same confirming step, opened by the page itself (a navigation it holds back), not by a button:
 * shown while `open`; `keep`, Escape and `confirm` each close it through `onOpenChange(false)`.
 */
export function ConfirmWhenAsked({
  open,
  onOpenChange,
  ...text
}: ConfirmDialogText & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [wanted, setWanted] = useState(false);
  useEffect(preloadWhenIdle, []);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return open || wanted ? (
    <Suspense fallback={null}>
      <ConfirmDialogBody open={open} onOpenChange={onOpenChange} {...text} />
    </Suspense>
  ) : null;
}
