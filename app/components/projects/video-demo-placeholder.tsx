import Play from "lucide-react/icons/play";

/** Where the project's video will go once it is recorded. */
export function VideoDemoPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="video-demo-title" className="mx-auto max-w-4xl pb-16 sm:pb-20">
      <div className="relative flex aspect-video flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl border border-border bg-card/70 text-center">
        <div aria-hidden="true" className="bg-grid absolute inset-0" />
        <span className="relative inline-flex size-16 items-center justify-center rounded-full border border-primary/40 bg-primary/15 text-primary">
          <Play aria-hidden="true" className="ml-1 size-7" />
        </span>
        <h2 id="video-demo-title" className="relative font-display text-2xl font-bold">
          Video Demo Coming Soon
        </h2>
        <p className="relative max-w-sm px-6 text-sm text-muted-foreground">
          A walkthrough of the {title} in action is being recorded.
        </p>
      </div>
    </section>
  );
}
