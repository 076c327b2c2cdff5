export const buildOutputs: string[];
export const buildSources: string[];
export const buildLog: string;
export function whyRebuild(root: string): string | undefined;
export function rebuild(root: string, reason: string): void;
export function ensureCurrentBuild(root: string): void;
