import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserIdle } from "~/lib/idle";
import type { ChatPanel as ChatPanelComponent } from "./chat-panel";

const loadPanel = () => import("./chat-panel").then((module) => module.ChatPanel);

/**
 * The floating chat button. The panel's code is not part of the page's first load: it is fetched once
 * the browser is idle, and the panel mounts the first time it opens.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [ChatPanel, setChatPanel] = useState<typeof ChatPanelComponent>();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    // A failed fetch here is tried again when the panel opens.
    browserIdle()
      .then(loadPanel)
      .catch(() => {});
  }, []);

  const toggle = () => {
    setOpen(!open);
    if (!ChatPanel)
      loadPanel().then(
        (panel) => setChatPanel(() => panel),
        () => setOpen(false),
      );
  };

  return (
    <>
      {ChatPanel && <ChatPanel open={open} onClose={close} toggle={button} />}
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={toggle}
        className={`fixed right-5 bottom-5 z-50 inline-flex ${open ? "max-sm:hidden" : ""} size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-[0_10px_40px_-8px_var(--primary)] outline-none transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-6 sm:bottom-6`}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">Chat assistant</span>
      </button>
    </>
  );
}
