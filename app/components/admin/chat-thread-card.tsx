import type { ChatThreadActionResult } from "@domain/chat-thread-action-schema";
import { countOf } from "@domain/plural";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useAnswerToast } from "~/lib/answer-toast";
import { cn } from "~/lib/cn";
import { ConfirmOnDemand } from "./confirm-on-demand";

export interface ShownThread {
  id: string;
  createdAt: string;
  updatedAt: string;
  messages: { role: "user" | "assistant"; content: string; stopped: boolean; createdAt: string }[];
}

/** One conversation, read-only, with the one thing an admin may do to it: delete it. */
export function ChatThreadCard({ thread, when }: { thread: ShownThread; when: (iso: string) => string }) {
  const fetcher = useFetcher<ChatThreadActionResult>();
  useAnswerToast(
    fetcher,
    `thread-${thread.id}`,
    { success: "Conversation deleted", failure: "Error" },
    () => undefined,
  );

  return (
    <li>
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-3">
          <div>
            <CardTitle className="text-base">Conversation of {when(thread.createdAt)}</CardTitle>
            <CardDescription>
              {countOf(thread.messages.length, "message")} · last {when(thread.updatedAt)}
            </CardDescription>
          </div>
          <ConfirmOnDemand
            trigger={
              <Button type="button" variant="destructive" size="sm" pending={fetcher.state !== "idle"}>
                Delete
              </Button>
            }
            title="Delete this conversation?"
            description={`${thread.messages.length === 1 ? "Its message is" : `Its ${thread.messages.length} messages are`} deleted for good; the visitor's panel starts a new conversation.`}
            keep="Keep it"
            confirm="Yes, delete it"
            onConfirm={() => fetcher.submit({ intent: "delete", thread_id: thread.id }, { method: "post" })}
          />
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-2">
            {thread.messages.map((message, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a thread's messages never reorder.
                key={index}
                className={cn(
                  "rounded-md border border-border px-3 py-2 text-sm",
                  message.role === "assistant" && "bg-secondary/50",
                )}
              >
                <p className="mb-1 text-xs text-muted-foreground">
                  {message.role === "user" ? "Visitor" : "Assistant"} · {when(message.createdAt)}
                </p>
                <p className="whitespace-pre-wrap wrap-anywhere">{message.content}</p>
                {message.stopped ? (
                  <p className="mt-1 text-xs text-muted-foreground">Stopped by the visitor.</p>
                ) : null}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </li>
  );
}
