import { data } from "react-router";
import type { ActionResult } from "../../domain/action-result";

/** A form action's answer with its HTTP status: 200 for a success, the refusal's own status otherwise. */
export function answer<Result extends ActionResult<string, object>>(
  result: Result,
  init: { headers?: HeadersInit } = {},
) {
  return data(result, { ...init, status: result.ok ? 200 : result.status });
}
