import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Pictures (png, webp) are compressed already. */
const TEXT = /\.(?:js|css|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every built text
 * file, which the server sends as they are (apps/server/src/plugins/spa.ts: `preCompressed`).
 * Without them the server compressed every script again for every request: ~1.5 ms each for a
 * small chunk and ~100 ms for the entry, on the one thread that also answers the API, and a
 * workspace page asks for fifty (decision 058). Best quality is affordable once, at build time,
 * and makes the files ~15 % smaller than the server's quick setting did.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .map((f) => path.join(outDir, f))
        .filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
