import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz copies of every text asset, which the server sends as they are
 * (@fastify/static preCompressed) instead of compressing on each request. It reads the files as
 * written, after every other plugin has finished with them.
 */
function precompress(): Plugin {
  return {
    name: 'sheetwise-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const bytes = await readFile(path.join(outDir, name));
          if (bytes.length < 1024) return;
          await writeFile(path.join(outDir, `${name}.br`), brotliCompressSync(bytes));
          await writeFile(path.join(outDir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
