import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { styledPart } from "./styled-part";

// A question that must be answered before an action that cannot be undone (Radix AlertDialog: focus
// trapped, Escape and the cancel button keep things as they are).

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

const Overlay = styledPart(
  AlertDialogPrimitive.Overlay,
  "alert-dialog-overlay",
  "fixed inset-0 z-50 bg-black/60",
);
const Content = styledPart(
  AlertDialogPrimitive.Content,
  "alert-dialog-content",
  "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg",
);

export function AlertDialogContent(props: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <Overlay />
      <Content {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = styledPart(
  AlertDialogPrimitive.Title,
  "alert-dialog-title",
  "text-lg font-semibold",
);
export const AlertDialogDescription = styledPart(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  "text-sm text-muted-foreground",
);
export const AlertDialogFooter = styledPart(
  "div",
  "alert-dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);
export const AlertDialogCancel = styledPart(
  AlertDialogPrimitive.Cancel,
  "alert-dialog-cancel",
  buttonVariants({ variant: "outline" }),
);
export const AlertDialogAction = styledPart(
  AlertDialogPrimitive.Action,
  "alert-dialog-action",
  buttonVariants({ variant: "destructive" }),
);
