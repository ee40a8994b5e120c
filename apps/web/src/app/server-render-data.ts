import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a server-rendered page was drawn with: the browser starts from the same (decision 031). */
export type ServerRenderData = { path: string; queries: DehydratedState; router: HydrationState };

const ELEMENT_ID = 'server-render-data';

/** A data element (not a script that runs: the page's CSP allows no inline scripts). */
export function serverRenderDataElement(data: ServerRenderData): string {
  // `<` escaped, so no text in the data can close the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/**
 * The data the server drew this page with, or null when it sent the page unrendered, or drew
 * another page: offline, the service worker answers every address with the last page it saved.
 */
export function readServerRenderData(): ServerRenderData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ServerRenderData;
    return data.path === window.location.pathname ? data : null;
  } catch {
    return null;
  }
}
