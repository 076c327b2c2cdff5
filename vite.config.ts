import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { withoutKnownNoise } from "./scripts/build-notices";
import { reactRouterProduction } from "./scripts/react-router-production";

// The code every page runs, in one file: React, React DOM, React Router, the libraries and helpers all
// pages use, and Vite's loader for lazy chunks. One gzip stream of it is smaller than several.
const everyPage = [
  /\/node_modules\/(react|react-dom|react-router|scheduler|class-variance-authority|clsx)\//,
  /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/, // lucide's runtime, not its icons
  /commonjsHelpers|vite\/preload-helper/,
  /\/app\/components\/ui\/button-variants\.ts$/,
  // Small modules every page runs (the visit's source, the funnel's beacon, the agency's name and mark,
  // waiting for the browser to be idle):
  // each in a file of its own would cost a request and a gzip stream's overhead on the landing page.
  /\/app\/lib\/(visit-source-storage|funnel-beacon|site|idle)\.ts$/,
  /\/domain\/(visit-source-fields|funnel|content\/agency)\.ts$/,
  /\/app\/components\/site\/brand\.tsx$/,
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), withoutKnownNoise(), reactRouterProduction()],
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "@domain": new URL("./domain", import.meta.url).pathname,
    },
  },
  // server/main.ts finds the bundle of server/app.ts through the server manifest.
  build: { manifest: true },
  environments: {
    // The server bundle has two entries: React Router's build (which prerendering reads) and our
    // request handler around it (server/app.ts), sharing one copy of the app's modules.
    ssr: {
      build: {
        rollupOptions: { input: { index: "virtual:react-router/server-build", app: "./server/app.ts" } },
      },
    },
    client: {
      build: {
        rollupOptions: {
          output: {
            // Everything else is chunked by Rollup: a module shared by the same pages goes in one chunk.
            // No merging of small chunks (experimentalMinChunkSize): it moved admin code and code meant
            // to load later into chunks the landing page loads first.
            manualChunks: (id) => (everyPage.some((pattern) => pattern.test(id)) ? "common" : undefined),
          },
        },
      },
    },
  },
});
