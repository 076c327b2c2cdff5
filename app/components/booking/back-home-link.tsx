import ArrowLeft from "lucide-react/icons/arrow-left";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The way back from the booking pages to the landing page, styled as the caller's button. */
export function BackHomeLink(props: Omit<React.ComponentProps<typeof Button>, "asChild" | "children">) {
  return (
    <Button asChild {...props}>
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}
