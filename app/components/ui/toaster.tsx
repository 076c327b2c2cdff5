import { Toaster as Sonner } from "sonner";

/** Toasts for the screens that show them (booking, admin); the landing page does not load this. */
export function Toaster() {
  return <Sonner theme="dark" richColors closeButton position="top-center" />;
}
