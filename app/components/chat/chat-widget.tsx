import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserIdle } from "~/lib/idle";
import type { ChatConversation } from "./chat-conversation";
import type { ChatPanel } from "./chat-panel";
import { chatSettings } from "./chat-settings";

interface LoadedChatPanel {
  ChatPanel: typeof ChatPanel;
  /** The assistant, on a site where it is on; without it the panel is the Coming Soon placeholder. */
  Conversation: typeof ChatConversation | undefined;
}

let loading: Promise<LoadedChatPanel> | undefined;

/**
 * The panel's code and, side by side, whether the assistant is on and then its code: once per page,
 * unless something failed (a server that could not be asked gives the placeholder, and is asked again).
 */
function loadPanel(): Promise<LoadedChatPanel> {
  if (loading) return loading;
  const conversation = chatSettings().then((settings) => {
    if (!settings) loading = undefined;
    return settings?.configured ? import("./chat-conversation") : undefined;
  });
  loading = Promise.all([import("./chat-panel"), conversation]).then(
    ([panel, assistant]) => ({ ChatPanel: panel.ChatPanel, Conversation: assistant?.ChatConversation }),
    (error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The floating chat button. The panel is not part of the page's first load: once the browser is idle,
 * the page asks whether the assistant is on and fetches what the panel will show (the Coming Soon
 * placeholder, or the assistant), so it opens at once; it mounts the first time it opens.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<LoadedChatPanel>();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // An answer that ended while the panel was closed: the button is marked, and a screen reader told,
  // outside the panel (a closed <dialog> says nothing) until the panel opens again.
  const [unseen, setUnseen] = useState("");

  useEffect(() => {
    // A failed fetch here is tried again when the panel opens.
    browserIdle()
      .then(loadPanel)
      .catch(() => {});
  }, []);

  const toggle = () => {
    setOpen(!open);
    setUnseen("");
    if (!panel)
      loadPanel().then(setPanel, (error) => {
        console.warn(`Chat: the panel could not be loaded (${error})`);
        setOpen(false);
      });
  };

  return (
    <>
      {panel && (
        <panel.ChatPanel
          open={open}
          onClose={close}
          toggle={button}
          Conversation={panel.Conversation}
          onEndedUnseen={setUnseen}
        />
      )}
      <p role="status" className="sr-only">
        {unseen}
      </p>
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
        {unseen && (
          <span className="absolute top-0 right-0 size-4 rounded-full border-2 border-background bg-accent" />
        )}
        <span className="sr-only">Chat assistant{unseen && ", unread"}</span>
      </button>
    </>
  );
}
