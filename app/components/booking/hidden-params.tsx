/** Search params a GET form carries along unchanged. */
export function HiddenParams({ values }: { values: Record<string, string | null> }) {
  return Object.entries(values).map(([name, value]) =>
    value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}
