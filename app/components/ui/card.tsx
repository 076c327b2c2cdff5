import type * as React from "react";
import { styledPart } from "./styled-part";

export const Card = styledPart(
  "div",
  "card",
  "rounded-xl border border-border bg-card text-card-foreground shadow-sm",
);
export const CardHeader = styledPart("div", "card-header", "flex flex-col gap-1.5 p-6");
export const CardTitle = styledPart("h2", "card-title", "text-lg font-semibold leading-tight");
export const CardDescription = styledPart("p", "card-description", "text-sm text-muted-foreground");
export const CardContent = styledPart("div", "card-content", "p-6 pt-0");

/** A card with its title, a description when given, and its content. */
export function TitledCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
