import type { ReactNode, RefObject } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

export interface ConfirmDialogText {
  title: string;
  description: ReactNode;
  /** More to ask before confirming (a reason, say). */
  children?: ReactNode;
  keep: string;
  confirm: string;
  /** Done when `confirm` is chosen; answering false keeps the dialog open (a reason to put right). */
  onConfirm: () => unknown;
}

/** The confirming step itself, opened by `ConfirmOnDemand`'s button (it holds the trigger, not Radix) or by `ConfirmWhenAsked`. */
export default function ConfirmDialogBody({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  children,
  keep,
  confirm,
  onConfirm,
}: ConfirmDialogText & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes; without one, Radix's own choice. */
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Radix returns focus to its own trigger; this dialog's trigger is the button outside it.
          if (!returnFocusTo) return;
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{keep}</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              if (onConfirm() === false) event.preventDefault();
            }}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
