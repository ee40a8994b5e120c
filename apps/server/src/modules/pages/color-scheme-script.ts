import { createHash } from 'node:crypto';

/**
 * Sets Mantine's colour scheme on <html> before the first paint, as MantineProvider will (its
 * saved choice, else the phone's), so a dark-mode phone never sees a server-rendered page flash
 * light first (decision 031). Inline, so it costs no request: the page's CSP allows it by hash.
 */
export const COLOR_SCHEME_SCRIPT =
  "try{var s=localStorage.getItem('mantine-color-scheme-value');" +
  "document.documentElement.setAttribute('data-mantine-color-scheme'," +
  "s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}catch(e){}";

export const COLOR_SCHEME_SCRIPT_CSP = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;
