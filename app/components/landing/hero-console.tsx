import type { heroActivity } from "@domain/content/landing";
import { Icon } from "~/components/icon";

/** A picture of the agency's work: automations reporting what they just did. */
export function HeroConsole({ activity }: { activity: typeof heroActivity }) {
  return (
    <div
      role="img"
      aria-label={activity.description}
      className="relative hidden rounded-2xl border border-border bg-card/70 p-2 shadow-[0_30px_80px_-30px_color-mix(in_oklch,var(--primary)_45%,transparent)] sm:block"
    >
      <div className="flex items-center justify-between border-b border-border/70 px-4 py-3">
        <div className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-muted-foreground/40" />
          <span className="size-2.5 rounded-full bg-muted-foreground/40" />
          <span className="size-2.5 rounded-full bg-muted-foreground/40" />
        </div>
        <span className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
          <span className="size-1.5 rounded-full bg-success" />
          {activity.title}
        </span>
      </div>
      <ul className="space-y-2 p-3">
        {activity.items.map((item) => (
          <li
            key={item.text}
            className="flex items-center gap-3 rounded-xl border border-border/60 bg-background/60 p-3"
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary">
              <Icon name={item.icon} className="size-4" />
            </span>
            <span className="min-w-0 flex-1 truncate text-sm">{item.text}</span>
            <span className="shrink-0 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-medium text-success">
              {item.status}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
