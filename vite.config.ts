import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
      : // Fewer, larger shared chunks: each file a first visit loads costs a round trip on a slow phone.
        { output: { experimentalMinChunkSize: 4_000 } },
  },
}));
