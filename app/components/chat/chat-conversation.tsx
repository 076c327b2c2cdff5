import { MAX_CHAT_MESSAGE_CHARACTERS } from "@domain/chat-protocol";
import Send from "lucide-react/icons/send";
import Square from "lucide-react/icons/square";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { CharacterCount } from "~/components/ui/character-count";
import { ChatMessageItem } from "./chat-message";
import { useChat } from "./use-chat";

const toasterId = "chat";

// The toasts' code (sonner) loads when the conversation opens, not while the landing page is idle. A
// toast made before its Toaster has mounted is shown once it has (sonner replays it).
const loadSonner = () => import("sonner");
const ChatToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: () => <Toaster id={toasterId} theme="dark" richColors closeButton position="top-center" />,
  })),
);

/**
 * The live assistant: the messages, the answer streaming in, and the box to write in. Enter sends,
 * Shift+Enter starts a new line. Closing the panel does not cut an answer short: it goes on arriving
 * and is there, whole, when the panel opens again; only Stop (or leaving the page) cuts it, and then
 * it is kept with its mark.
 */
export function ChatConversation({
  input,
  open,
  onEndedUnseen,
}: {
  input: RefObject<HTMLTextAreaElement | null>;
  open: boolean;
  /** An answer ended (whole, or failed) while the panel was closed, in words for the visitor. */
  onEndedUnseen: (words: string) => void;
}) {
  const showProblem = useCallback((message: string) => {
    loadSonner().then(
      ({ toast }) => toast.error("Error", { description: message, toasterId }),
      () => console.warn(`Chat: ${message}`),
    );
  }, []);
  const chat = useChat(showProblem);
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const { stop, startOver, messages } = chat;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the answer each time it grows.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages]);

  const answering = useRef(false);
  const unseen = useRef({ open, onEndedUnseen });
  unseen.current = { open, onEndedUnseen };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an answer stops arriving, not as it grows.
  useEffect(() => {
    if (answering.current && !chat.streaming && !unseen.current.open) {
      const answer = messages.at(-1);
      unseen.current.onEndedUnseen(
        answer?.role === "assistant" && !answer.state
          ? "The assistant has answered: open the chat to read it."
          : "The assistant could not answer: open the chat to see why.",
      );
    }
    answering.current = chat.streaming;
  }, [chat.streaming]);

  const submit = () => {
    const sent = draft;
    void chat.send(sent).then((taken) => {
      // Only what was sent leaves the box; anything written since stays.
      if (taken) setDraft((current) => (current === sent ? "" : current));
    });
  };
  // Only the exchange that ended the conversation can be asked again.
  const last = messages.at(-1)?.id;

  return (
    <>
      {messages.length > 0 && (
        <div className="flex justify-end border-b border-border px-4 py-1.5">
          <button
            type="button"
            onClick={startOver}
            className="rounded-sm text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-ring"
          >
            New conversation
          </button>
        </div>
      )}
      <div className="flex-1 overflow-y-auto px-4 py-4">
        {messages.length === 0 ? (
          <p className="mt-8 px-4 text-center text-sm text-muted-foreground">
            Hi! Ask about our services, our projects, or when you can talk to us.
          </p>
        ) : (
          <ol ref={list} aria-label="Conversation" className="flex flex-col gap-3">
            {messages.map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                canRetry={message.id === last && !chat.streaming && !chat.full}
                onRetry={() => chat.retry(message.id)}
              />
            ))}
          </ol>
        )}
        {chat.full && (
          <p className="mt-4 text-center text-sm text-muted-foreground">
            This conversation is full.{" "}
            <button type="button" onClick={startOver} className="font-medium text-primary underline">
              Start a new conversation
            </button>
          </p>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {chat.announcement}
      </p>
      <form
        className="flex items-end gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <span className="flex min-w-0 flex-1 flex-col items-end">
          <textarea
            ref={input}
            id="chat-input"
            rows={2}
            value={draft}
            placeholder="Write a message…"
            aria-describedby="chat-input-hint"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            className="max-h-32 min-h-10 w-full resize-none rounded-md border border-input bg-background/60 px-3 py-2 text-sm text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <CharacterCount value={draft} max={MAX_CHAT_MESSAGE_CHARACTERS} />
        </span>
        <span id="chat-input-hint" className="sr-only">
          Enter sends, Shift+Enter starts a new line.
        </span>
        {chat.streaming ? (
          <button
            type="button"
            onClick={stop}
            className={buttonVariants({ variant: "secondary", size: "icon" })}
          >
            <Square aria-hidden="true" className="size-4" />
            <span className="sr-only">Stop answering</span>
          </button>
        ) : (
          <button type="submit" disabled={draft.trim() === ""} className={buttonVariants({ size: "icon" })}>
            <Send aria-hidden="true" className="size-4" />
            <span className="sr-only">Send</span>
          </button>
        )}
      </form>
      <Suspense>
        <ChatToaster />
      </Suspense>
    </>
  );
}
