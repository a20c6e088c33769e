import { readFileSync } from 'node:fs';

/**
 * A process's resident memory in megabytes, as the kernel counts it (VmRSS): the heap, and the
 * buffers outside it that a heap limit does not cover. Null where /proc is missing (not Linux)
 * or the process has gone.
 */
export function residentMb(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return null;
  }
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? null : Number(kilobytes) / 1024;
}
