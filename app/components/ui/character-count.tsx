/** As the schemas count a text field: trimmed (`z.string().trim().max(n)`). */
export const countedLength = (value: string) => value.trim().length;

/**
 * How much of a field's limit is used, once most of it is: "1200 / 1000", in the error colour past the
 * limit; a status (a polite live region), so screen readers hear it change. The field itself takes
 * whatever is typed or pasted: its schema refuses too much on submit, with its message beside the field.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const count = countedLength(value);
  return (
    <span
      role="status"
      data-slot="character-count"
      className={count > max ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
    >
      {count > max * 0.8 ? (
        <>
          {count} / {max}
          <span className="sr-only"> characters</span>
        </>
      ) : null}
    </span>
  );
}
