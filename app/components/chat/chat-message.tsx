import { chatMessages } from "@domain/chat-protocol";
import { clsx } from "clsx";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import type { ReactNode } from "react";
import { answerParts } from "./answer-links";
import type { ShownMessage } from "./use-chat";

function withLinks(text: string): ReactNode[] {
  return answerParts(text, window.location.origin).map((part) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={part.at} href={part.href} className="font-medium text-primary underline underline-offset-2">
        {part.label}
      </a>
    ),
  );
}

export function ChatMessageItem({
  message,
  onRetry,
  canRetry,
}: {
  message: ShownMessage;
  onRetry: () => void;
  canRetry: boolean;
}) {
  const mine = message.role === "user";
  return (
    <li
      data-slot="chat-message"
      data-role={message.role}
      className={clsx("flex flex-col gap-1", mine ? "items-end" : "items-start")}
    >
      <span className="sr-only">{mine ? "You:" : "Assistant:"}</span>
      <div
        className={clsx(
          "max-w-[85%] whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-sm leading-relaxed",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm bg-secondary text-secondary-foreground",
        )}
      >
        {message.content === "" && message.state === "streaming" ? (
          <span className="text-muted-foreground">Thinking…</span>
        ) : (
          withLinks(message.content)
        )}
      </div>
      {message.state === "stopped" && <p className="text-xs text-muted-foreground">Stopped.</p>}
      {message.state === "failed" && (
        <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-muted-foreground">
          {mine
            ? `Not sent.${message.problem ? ` ${message.problem}` : ""}`
            : message.problem || chatMessages.interrupted}
          {canRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-ring"
            >
              <RotateCcw aria-hidden="true" className="size-3" />
              Retry
            </button>
          )}
        </p>
      )}
    </li>
  );
}
