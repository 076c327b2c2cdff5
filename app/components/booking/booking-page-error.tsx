import type * as React from "react";
import { Link } from "react-router";
import { Brand } from "~/components/site/brand";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BackHomeLink } from "./back-home-link";

/** A booking page that could not be shown: what happened, one way on, and `after` it what else may help. */
export function BookingPageError({
  title,
  children,
  next,
  after,
  ...props
}: React.ComponentProps<typeof Card> & {
  title: string;
  next: { to: string; label: string };
  after?: React.ReactNode;
}) {
  return (
    <main className="min-h-dvh px-4 pt-4 pb-16 sm:pt-8">
      {/* The site's mark and a way home (unless home is the one way on below), as on the other booking pages. */}
      <div className="mx-auto mb-8 flex max-w-md items-center justify-between gap-4">
        <Brand />
        {next.to === "/" ? null : <BackHomeLink variant="ghost" className="-mr-3" />}
      </div>
      <Card className="mx-auto max-w-md p-8 text-center" {...props}>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{children}</p>
        <Button asChild className="mt-6">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </Card>
      {after}
    </main>
  );
}
