// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages',
  'package-lock.json',
];

function newestMtime(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const builtAt = Math.min(
  ...outputs.map(
    (file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  ),
);
const changedAt = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));

if (builtAt < changedAt) {
  console.log(
    builtAt === 0 ? 'Building Sheetwise…' : 'Sources changed since the last build; rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
