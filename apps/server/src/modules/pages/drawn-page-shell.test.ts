import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCodeHead, drawnPageShell } from './drawn-page-shell.ts';
import { APP_CODE_LOADER, INLINE_SCRIPTS_CSP } from './inline-scripts.ts';

let webDist: string;
const INDEX = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-4.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-2.css">',
  '<link rel="stylesheet" href="https://fonts.example/a.css">',
  '<link rel="stylesheet" href="/assets/missing.css">',
  '<link rel="stylesheet" href="/assets/closes.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-shell-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-2.css'), '@layer mantine{body{margin:0}}');
  fs.writeFileSync(path.join(webDist, 'assets', 'closes.css'), 'a::after{content:"</style>"}');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('drawnPageShell (decision 033)', () => {
  it('writes the built stylesheet into the page and takes the entry and its imports out', () => {
    const { indexHtml, entryScripts } = drawnPageShell(INDEX, webDist);
    expect(indexHtml).toContain('<style>@layer mantine{body{margin:0}}</style>');
    expect(indexHtml).not.toContain('index-2.css');
    expect(indexHtml).not.toContain('<script');
    expect(indexHtml).not.toContain('modulepreload');
    expect(entryScripts).toEqual(['/assets/index-1.js', '/assets/react-4.js']);
  });

  it('leaves other origins, missing files and a stylesheet that could close its element as links', () => {
    const { indexHtml } = drawnPageShell(INDEX, webDist);
    expect(indexHtml).toContain('<link rel="stylesheet" href="https://fonts.example/a.css">');
    expect(indexHtml).toContain('<link rel="stylesheet" href="/assets/missing.css">');
    expect(indexHtml).toContain('<link rel="stylesheet" href="/assets/closes.css">');
  });

  it('does not read outside the build', () => {
    const html = '<link rel="stylesheet" href="/../../etc/x.css">';
    expect(drawnPageShell(html, webDist).indexHtml).toBe(html);
  });
});

describe('appCodeHead', () => {
  it("names the entry first, then the page's scripts, for the loader the CSP allows", () => {
    const head = appCodeHead(['/assets/index-1.js', '/assets/page-3.js', '/assets/page-3.css']);
    expect(head).toContain('<meta name="app-code" content="/assets/index-1.js /assets/page-3.js" />');
    expect(head).toContain(`<script>${APP_CODE_LOADER}</script>`);
    const hash = createHash('sha256').update(APP_CODE_LOADER).digest('base64');
    expect(INLINE_SCRIPTS_CSP).toContain(`'sha256-${hash}'`);
  });

  it('names nothing that is not a plain script path (no way out of the attribute)', () => {
    expect(appCodeHead(['/assets/a".js', 'https://x.example/a.js'])).toContain('content=""');
  });
});
