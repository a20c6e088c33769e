import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz copies of every text asset, which the server sends as they are
 * (@fastify/static preCompressed) instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'sheetwise-precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotliCompressSync(bytes) });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
