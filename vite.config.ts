import { copyFileSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * OCR language data (tesseract's tessdata_fast LSTM models, worker/extraction/ocr-data/) is served as static assets
 * at /ocr/ for the Worker to load: it is too large to bundle. Production may upload the same files to R2 under ocr/.
 */
function ocrAssets(): Plugin {
  return {
    name: "causa-ocr-assets",
    apply: "build",
    writeBundle(options) {
      const out = resolve(options.dir ?? "dist/client", "ocr");
      mkdirSync(out, { recursive: true });
      for (const lang of ["por", "eng"]) {
        const file = `${lang}.traineddata.gz`;
        copyFileSync(resolve(import.meta.dirname, "worker/extraction/ocr-data", file), resolve(out, file));
      }
    },
  };
}

// The SPA is built into dist/client, which the Worker serves as static assets (wrangler.toml [assets]).
export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), ocrAssets()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 8787}` },
  },
});
