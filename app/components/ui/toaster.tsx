import { useEffect, useState } from "react";
import { Toaster as Sonner } from "sonner";

// A phone's screen is all content: a toast at its foot would cover the confirmation's actions, so there
// toasts come at the top, over the site's mark; wider screens keep them in the free corner at the bottom.
const phoneWidth = "(max-width: 639px)";

/** Toasts for the screens that show them (booking, admin); the landing page does not load this. */
export function Toaster() {
  const [onPhone, setOnPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(phoneWidth);
    setOnPhone(query.matches);
    const follow = () => setOnPhone(query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return <Sonner theme="dark" richColors closeButton position={onPhone ? "top-center" : "bottom-right"} />;
}
