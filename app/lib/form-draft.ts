// What a visitor has typed into a form, kept in this tab's session storage until the form is sent and
// taken: a reload, or a tap on the browser's back and forward, does not lose it. Nothing leaves the
// browser; the tab's storage goes when the tab is closed.

type Draft = Record<string, string>;

function read(key: string): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? "{}");
    return stored && typeof stored === "object" ? stored : {};
  } catch {
    return {};
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlOf(form: HTMLFormElement, field: string): Control | undefined {
  const control = form.elements.namedItem(field);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
    ? control
    : undefined;
}

/** Keeps `fields` of `form` as they are now. */
export function keepDraft(key: string, form: HTMLFormElement, fields: readonly string[]) {
  const draft: Draft = {};
  for (const field of fields) {
    const value = controlOf(form, field)?.value;
    if (value) draft[field] = value;
  }
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // No storage (private mode, disabled, full): the form works, only a reload loses what was typed.
  }
}

/**
 * Puts the kept values back into the fields that are still empty, as if typed: a select's own change
 * handler (the question that asks for "other" words) hears it too. A field shown only once another is
 * answered (those "other" words) gets its value on the next turn, when it is there.
 */
export function restoreDraft(key: string, form: HTMLFormElement, fields: readonly string[]) {
  const draft = read(key);
  const fill = (field: string) => {
    const control = controlOf(form, field);
    const value = draft[field];
    if (!control || typeof value !== "string" || !value || control.value !== "") return;
    // The prototype's setter: React's own on the element would take the value as already seen.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, value);
    const event = control instanceof HTMLSelectElement ? "change" : "input";
    control.dispatchEvent(new Event(event, { bubbles: true }));
  };
  const later = fields.filter((field) => !controlOf(form, field));
  for (const field of fields) fill(field);
  if (later.length > 0) setTimeout(() => later.forEach(fill));
}

export function forgetDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
