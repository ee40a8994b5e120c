import type { Plugin } from 'vite';

/** Where the server finds the hints, next to index.html (apps/server/src/plugins/spa.ts reads it). */
export const PRELOAD_HINTS_FILE = 'preload-hints.json';

/**
 * Writes, for each lazily loaded page named here (path prefix -> its module), the built files that
 * page needs: the entry script and styles, then its chunk, the chunks it imports and their styles. The server sends
 * them as preload hints with the page, so a deep link downloads the page's code alongside the entry
 * instead of after it (one round trip, or two for a page of many small chunks).
 */
export function preloadHints(pages: Record<string, string>): Plugin {
  return {
    name: 'preload-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const hints: Record<string, string[]> = {};
      for (const [prefix, modulePath] of Object.entries(pages)) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(modulePath));
        if (!page) this.error(`preload-hints: no chunk for ${modulePath}`);
        // The entry first: the page's own files must not hold up the one script every page needs.
        const entry = chunks.find((c) => c.isEntry);
        const files = new Set<string>(
          entry ? [entry.fileName, ...(entry.viteMetadata?.importedCss ?? [])] : [],
        );
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(page.fileName);
        hints[prefix] = [...files].map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: PRELOAD_HINTS_FILE, source: JSON.stringify(hints, null, 2) });
    },
  };
}
