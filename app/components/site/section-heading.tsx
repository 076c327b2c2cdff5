/** The eyebrow, title and introduction that open a section of a page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-display text-sm font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-title font-bold">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lead text-muted-foreground">{text}</p> : null}
    </div>
  );
}
