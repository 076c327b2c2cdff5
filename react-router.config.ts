import type { Config } from "@react-router/dev/config";
import { projectPath, projects } from "./app/content/projects";

// The marketing pages are static: render them once at build time and serve files.
export const prerenderedPaths = ["/", ...projects.map(projectPath)];

export default {
  ssr: true,
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
  },
} satisfies Config;
