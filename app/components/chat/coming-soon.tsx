import Sparkles from "lucide-react/icons/sparkles";

/** The specification's placeholder: what the panel shows while no chat provider is configured. */
export function ComingSoon() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/12 text-primary">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-2xl font-bold">Coming Soon</p>
      <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
        Our AI chat assistant is under development. Soon you will be able to ask it anything about our
        services, right here.
      </p>
    </div>
  );
}
