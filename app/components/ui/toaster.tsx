import { Toaster as Sonner } from "sonner";

/**
 * Toasts for the screens that show them (booking, admin); the landing page does not load this. At the
 * bottom, so they never cover a screen's heading (the booking confirmation's, say).
 */
export function Toaster() {
  return <Sonner theme="dark" richColors closeButton position="bottom-right" />;
}
