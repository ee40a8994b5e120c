import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes `sw.js` (decision 022) from sw-template.js: its version is a hash of every built file's
 * name (so each deploy is a new worker with new caches) and it keeps the entry's files and those of
 * the pages named here, so they open offline.
 */
export function serviceWorker(offlinePages: string[]): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const keep = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || keep.has(fileName)) return;
        keep.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) keep.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error('service-worker: no entry chunk');
      visit(entry.fileName);
      for (const modulePath of offlinePages) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(modulePath));
        if (!page) this.error(`service-worker: no chunk for ${modulePath}`);
        visit(page.fileName);
      }
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const template = fs.readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      const source = template
        .replace("'__BUILD_ID__'", JSON.stringify(version))
        .replace('__PRECACHE__', JSON.stringify([...keep].map((f) => `/${f}`)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
