import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Brand } from "../site/brand";

export function ProjectHeader() {
  return (
    <header className="border-b border-border/60">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Brand />
        <Link to="/" className={buttonVariants({ variant: "outline", shape: "pill" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </header>
  );
}
