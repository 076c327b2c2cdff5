import { clsx } from "clsx";
import Bot from "lucide-react/icons/bot";
import X from "lucide-react/icons/x";
import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { useSiteSettings } from "~/lib/site";
import type { ChatConversation } from "./chat-conversation";
import { ComingSoon } from "./coming-soon";

const focusable =
  'a[href], button:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last (not to the browser). */
function keepFocusInside(event: ReactKeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The chat panel, loaded once the page is idle. Without a chat provider it is the specification's
 * Coming Soon placeholder, a non-modal <dialog> that leaves the page usable. With one, it is the
 * assistant (`Conversation`, loaded with it): a modal <dialog> (focus stays inside, Escape closes),
 * full screen on a phone.
 */
export function ChatPanel({
  open,
  onClose,
  toggle,
  Conversation,
  onEndedUnseen,
}: {
  open: boolean;
  onClose: () => void;
  toggle: RefObject<HTMLButtonElement | null>;
  Conversation: typeof ChatConversation | undefined;
  /** An answer ended while the panel was closed: what to tell the visitor. */
  onEndedUnseen: (words: string) => void;
}) {
  const { agencyName } = useSiteSettings();
  const panel = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const configured = Conversation !== undefined;

  useEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (configured) {
        dialog.showModal();
        input.current?.focus();
      } else {
        dialog.show();
        closeButton.current?.focus();
      }
    } else if (!open && dialog.open) {
      dialog.close();
      toggle.current?.focus();
    }
  }, [open, toggle, configured]);

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
      onKeyDown={configured ? keepFocusInside : undefined}
      // A modal dialog's own Escape handling (`cancel`) closes it behind React's back; we close it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={clsx(
        "fixed z-50 m-0 w-full max-w-none flex-col overflow-hidden border border-border bg-popover p-0 text-popover-foreground shadow-2xl open:flex sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[400px] sm:rounded-2xl",
        configured
          ? "inset-0 h-dvh max-h-none backdrop:bg-background/40 sm:top-auto sm:left-auto"
          : "inset-x-0 bottom-0 h-[min(600px,calc(100dvh-5rem))] rounded-t-2xl",
      )}
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
      {Conversation ? (
        <Conversation input={input} open={open} onEndedUnseen={onEndedUnseen} />
      ) : (
        <ComingSoon />
      )}
    </dialog>
  );
}
