import fs from 'node:fs';
import path from 'node:path';
import { APP_CODE_LOADER, APP_CODE_META } from './inline-scripts.ts';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/[^"]+)"[^>]*><\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="(\/[^"]+)"[^>]*>\s*/gi;

/** index.html made ready for the pages the server draws, and the entry's code it no longer names. */
export interface DrawnPageShell {
  indexHtml: string;
  /** The entry script first, then the files it imports (the build's modulepreloads). */
  entryScripts: string[];
}

/**
 * index.html for the pages the server draws (decision 033): such a page is there to be seen before
 * the app runs, so only what its first paint needs comes first.
 * - The built stylesheets are written into the page as `<style>`: the paint needs the HTML alone,
 *   not a second request on the phone's link. Links to other origins, missing files and a
 *   stylesheet that could close its own element are left as links.
 * - The entry script and the modulepreloads of the files it imports are taken out: `appCodeHead`
 *   names them, with the page's own code, for the loader that starts them once the page has loaded.
 */
export function drawnPageShell(indexHtml: string, webDist: string): DrawnPageShell {
  const entry: string[] = [];
  const imported: string[] = [];
  const html = indexHtml
    .replace(STYLESHEET_LINK, (tag) => inlineStylesheet(tag, webDist))
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entry.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      imported.push(href);
      return '';
    });
  return { indexHtml: html, entryScripts: [...entry, ...imported] };
}

/** The head tags that start a drawn page's code: entry script first, then the page's own chunks. */
export function appCodeHead(code: string[]): string {
  const files = code.filter((f) => /^\/[\w./-]+\.js$/.test(f));
  return `<meta name="${APP_CODE_META}" content="${files.join(' ')}" />\n    <script>${APP_CODE_LOADER}</script>`;
}

function inlineStylesheet(tag: string, webDist: string): string {
  const href = /\bhref="(\/[^"]+\.css)"/i.exec(tag)?.[1];
  if (!href) return tag;
  const file = path.join(webDist, href);
  if (!file.startsWith(webDist + path.sep) || !fs.existsSync(file)) return tag;
  const css = fs.readFileSync(file, 'utf8');
  return /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
}
