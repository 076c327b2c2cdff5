/** The icons the copy may name; app/components/icon.tsx draws each one. */
export type IconName =
  | "bot"
  | "workflow"
  | "chart"
  | "pen"
  | "trending"
  | "cpu"
  | "inbox"
  | "message"
  | "building";
