import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";

/**
 * An action that cannot be undone, behind a confirming step: `trigger` (a button) opens it, and
 * nothing happens until the person chooses `confirm`; `keep` closes it with nothing done.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  keep,
  confirm,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** More to ask before confirming (a reason, say). */
  children?: ReactNode;
  keep: string;
  confirm: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{keep}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
