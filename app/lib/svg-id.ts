import { useId } from "react";

/** A unique id usable inside an SVG `url(#...)` reference, which React's ids are not. */
export function useSvgId(prefix: string) {
  return `${prefix}-${useId().replace(/[^\w-]/g, "")}`;
}
