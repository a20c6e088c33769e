// Starts the built server of a checkout on a free port with a throwaway DATA_DIR, building it
// first when it is missing (or when asked): what every blind bench runs against.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
    server.on('error', reject);
  });
}

export interface Started {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startServer(root: string, build: boolean): Promise<Started> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (build || !existsSync(main)) {
    console.log(`Building ${root} …`);
    const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('The build failed.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sheetwise-blind-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_MODE: 'local',
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}).`);
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error('The server did not start within 3 minutes.');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
