import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the app calls `/api` on its own origin and Vite forwards it to the API (`pnpm dev` sets
// QUARRY_API_URL); in production the API serves the built app itself, so `/api` is the same origin there too.
export default defineConfig({
  plugins: [react()],
  server: {
    host: "127.0.0.1",
    port: Number(process.env.QUARRY_WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { "/api": { target: process.env.QUARRY_API_URL ?? "http://127.0.0.1:3000", changeOrigin: false } },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
