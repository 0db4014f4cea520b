import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server bundle's entry is our own server/app.ts (it imports React Router's
// virtual server build), so the platform modules — database, mail, storage —
// exist once, in one module graph, whether a request or the worker uses them.
export default defineConfig({
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
