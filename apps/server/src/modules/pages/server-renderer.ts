import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TServerRenderedPage, TServerRenderer } from '@app/shared';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's renderer of the public pages (decision 031), built beside the browser's files
 * (apps/web/dist-ssr). Null when it was not built: the pages are then sent unrendered, as before.
 * The pages' reads are answered by this app in process, through the same routes and their cache.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<TServerRenderer<Response> | null> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const { serverRenderer } = (await import(pathToFileURL(file).href)) as {
    serverRenderer: TServerRenderer<Response>;
  };
  serverRenderer.setApiTransport(async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    return new Response(hasBody ? res.rawPayload : null, { status: res.statusCode, headers });
  });
  return serverRenderer;
}

/** The shell with the page drawn inside its root element, and the data it was drawn with after it. */
export function withRenderedPage(html: string, page: TServerRenderedPage | null): string {
  if (!page) return html;
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.after}`);
}
