// A prerendered page loads its scripts after its first paint (scripts/hydrate-after-first-paint.ts), so
// a tap on one of its buttons can come before React has them: the menu on a phone, the chat. The page's
// bootstrap remembers the last such button; once React has the page (the root route's effect), it is
// pressed again, once.

export interface EarlyClick {
  /** The last button (not a form's submit) pressed before React had the page. */
  button?: HTMLButtonElement;
  /** Stops remembering. */
  stop(): void;
}

declare global {
  interface Window {
    earlyClick?: EarlyClick;
  }
}

/** The bootstrap's part, as it is inlined into the prerendered pages: it runs before any module. */
export const rememberEarlyClick = `{
  const remember = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.type === "button") window.earlyClick.button = button;
  };
  document.addEventListener("click", remember, true);
  window.earlyClick = { stop: () => document.removeEventListener("click", remember, true) };
}`;

/** Presses the remembered button again, if it is still on the page; stops remembering either way. */
export function replayEarlyClick(win: Window) {
  const early = win.earlyClick;
  if (!early) return;
  win.earlyClick = undefined;
  early.stop();
  if (early.button?.isConnected) early.button.click();
}
