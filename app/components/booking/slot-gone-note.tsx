/** The time chosen a moment ago is no longer offered (taken by someone else, say): said where the times are. */
export function SlotGoneNote() {
  return (
    <p role="status" className="rounded-md bg-destructive/15 px-3 py-2 text-sm text-destructive">
      The time you chose is no longer available. Please choose another.
    </p>
  );
}
