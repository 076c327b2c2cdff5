import Bot from "lucide-react/icons/bot";
import Sparkles from "lucide-react/icons/sparkles";
import X from "lucide-react/icons/x";
import { type RefObject, useEffect, useRef } from "react";
import { useSiteSettings } from "~/lib/site";

/**
 * The chat panel, loaded the first time it opens. The assistant is not live yet, so the panel says so.
 * A native non-modal <dialog> keeps the page usable and the code small; focus moves into the panel
 * and back to the toggle when it closes.
 */
export function ChatPanel({
  open,
  onClose,
  toggle,
}: {
  open: boolean;
  onClose: () => void;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const { agencyName } = useSiteSettings();
  const panel = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    if (open) {
      dialog.show();
      closeButton.current?.focus();
    } else if (dialog.open) {
      dialog.close();
      toggle.current?.focus();
    }
  }, [open, toggle]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onClose]);

  return (
    <dialog
      ref={panel}
      id="chat-panel"
      aria-labelledby="chat-title"
      className="fixed inset-x-0 bottom-0 z-50 m-0 h-[min(600px,calc(100dvh-5rem))] w-full max-w-none flex-col overflow-hidden rounded-t-2xl border border-border bg-popover p-0 text-popover-foreground shadow-2xl open:flex sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[400px] sm:rounded-2xl"
    >
      <div className="flex items-center gap-3 border-b border-border px-5 py-4">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id="chat-title" className="font-display text-base font-semibold">
            {agencyName} AI Assistant
          </h2>
          <p className="text-xs text-muted-foreground">Ask about our services</p>
        </div>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-secondary hover:text-foreground focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close chat</span>
        </button>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/12 text-primary">
          <Sparkles aria-hidden="true" className="size-7" />
        </span>
        <p className="font-display text-2xl font-bold">Coming Soon</p>
        <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
          Our AI chat assistant is under development. Soon you will be able to ask it anything about our
          services, right here.
        </p>
      </div>
    </dialog>
  );
}
