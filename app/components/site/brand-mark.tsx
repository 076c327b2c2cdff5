import { useSvgId } from "~/lib/svg-id";

/** The agency's mark: a "D" drawn as a signal path, on the brand gradient. Same as favicon.svg. */
export function BrandMark({ className }: { className?: string }) {
  const gradient = useSvgId("brand-gradient");
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--primary)" />
          <stop offset="1" stopColor="var(--accent)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path
        d="M10 9.5h5.5a6.5 6.5 0 0 1 0 13H10z"
        fill="none"
        stroke="var(--primary-foreground)"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <circle cx="23.5" cy="9" r="2.2" fill="var(--primary-foreground)" />
    </svg>
  );
}
