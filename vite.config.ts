import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const frameworkModule = /\/node_modules\/(react|react-dom|react-router|scheduler)\/|commonjsHelpers/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // server/main.ts finds the bundle of server/app.ts through the server manifest.
    manifest: true,
    // The server bundle has two entries: React Router's build (which prerendering reads) and our
    // request handler around it (server/app.ts), sharing one copy of the app's modules.
    rollupOptions: isSsrBuild
      ? { input: { index: "virtual:react-router/server-build", app: "./server/app.ts" } }
      : {
          output: {
            // Fewer, larger shared chunks: each file a first visit loads costs a round trip on a slow phone.
            experimentalMinChunkSize: 4_000,
            // React, React DOM and React Router in one file: every page loads all three, and one gzip
            // stream of them is about 1 kB smaller than three.
            manualChunks: (id) => (frameworkModule.test(id) ? "framework" : undefined),
          },
        },
  },
}));
