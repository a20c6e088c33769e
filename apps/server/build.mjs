// Bundles the server into dist/main.js and the statement parse thread into dist/parse-worker.js,
// beside it, where statement-parser.ts looks for it. Our workspace packages are compiled in; npm
// packages stay external and load from node_modules. Migrations are copied beside the bundle,
// where migrate.ts looks for them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = new URL('./dist/', import.meta.url);
await rm(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/main.ts',
    'parse-worker': 'src/modules/documents/parsing/parse-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Each statement format's reader is its own chunk, loaded by the parse thread when needed.
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sheetwise/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp(new URL('./src/db/migrations/', import.meta.url), new URL('./migrations/', outdir), {
  recursive: true,
});
