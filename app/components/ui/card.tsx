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
