import type { Config } from "@react-router/dev/config";

// The marketing pages are static: render them once at build time and serve files.
export const prerenderedPaths = ["/"];

export default {
  ssr: true,
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
  },
} satisfies Config;
