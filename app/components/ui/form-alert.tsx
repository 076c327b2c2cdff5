import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A form's own message, above its button: why it was refused (role="alert", read out when it appears)
 * or a note the person should know before acting (role="status").
 */
export function FormAlert({
  tone = "error",
  className,
  ...props
}: { tone?: "error" | "note" } & React.ComponentProps<"p">) {
  return (
    <p
      data-slot="form-alert"
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md px-3 py-2 text-sm",
        tone === "error" ? "bg-destructive/15 text-destructive" : "bg-info/15 text-info",
        className,
      )}
      {...props}
    />
  );
}
