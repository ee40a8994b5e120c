import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * We hold a pid file; a directory whose pid file names a live process is refused.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockFile = path.join(dir, 'server.pid');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data directory ${dir} is in use by process ${pid}. Stop it, or set DATA_DIR to another directory.`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
