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

/** The `<meta name>` a drawn page lists its code in, entry script first (APP_CODE_LOADER). */
export const APP_CODE_META = 'app-code';

/**
 * Starts the app's code on a page the server drew (decision 033) once the page has loaded (its
 * pictures in) and been painted (the frame after `load`), so that the script does not share the
 * phone's link with them; sooner at the first tap or key press, and at the latest 1.5 s after the
 * HTML is read, whatever a slow picture does.
 * The first file is the entry script; the others (the page's own chunks) are preloaded beside it.
 * A tap on a button before the app has taken the page over (`<html data-app="ready">`) is kept,
 * out of everyone's sight, and made again once it has: Add, the heart or Retry tapped early are
 * never lost (a link needs no app and is left to the browser).
 */
export const APP_CODE_LOADER =
  '(function(){var done=0,taps=[],html=document.documentElement;' +
  "function ready(){return html.getAttribute('data-app')==='ready'}" +
  "addEventListener('click',function(e){var b=!ready()&&e.target.closest&&e.target.closest('button');" +
  'if(b&&!b.disabled){taps.push(b);e.preventDefault();e.stopPropagation()}},true);' +
  'new MutationObserver(function(_,o){if(!ready())return;o.disconnect();' +
  'taps.splice(0).forEach(function(b){if(b.isConnected)b.click()})})' +
  ".observe(html,{attributes:true,attributeFilter:['data-app']});" +
  'function go(){if(done)return;done=1;' +
  `var m=document.querySelector('meta[name="${APP_CODE_META}"]');if(!m)return;` +
  "m.content.split(' ').forEach(function(src,i){var e=document.createElement(i?'link':'script');" +
  "if(i){e.rel='modulepreload';e.href=src}else{e.type='module';e.src=src}" +
  "e.crossOrigin='';document.head.appendChild(e)})}" +
  "addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(go)})});" +
  "['pointerdown','keydown'].forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});" +
  "addEventListener('DOMContentLoaded',function(){setTimeout(go,1500)})})()";

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP `script-src` entries that allow exactly these inline scripts. */
export const INLINE_SCRIPTS_CSP = [cspHash(COLOR_SCHEME_SCRIPT), cspHash(APP_CODE_LOADER)];
