// Draws the app's icons (manifest, home screen) and the PNG twins of the storefront drawings that
// link previews use (WhatsApp and Instagram do not show SVG). Run: node scripts/render-icons.mjs
// The files are committed; run again after changing a drawing.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pub = new URL('../apps/web/public/', import.meta.url).pathname;
const mark = (scale) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="M18 36h28a14 14 0 0 1-28 0z" fill="#fff"/><rect x="30" y="14" width="4" height="16" rx="2" fill="#fff"/></g>`;
// "any": the round mark on a transparent ground; maskable: full bleed, the mark in the safe circle.
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#e8590c"/>${mark(1)}</svg>`;
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e8590c"/>${mark(0.8)}</svg>`;

const out = (rel) => {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
};
await sharp(Buffer.from(round), { density: 900 }).resize(192, 192).png().toFile(out('icons/icon-192.png'));
await sharp(Buffer.from(round), { density: 2400 }).resize(512, 512).png().toFile(out('icons/icon-512.png'));
await sharp(Buffer.from(square), { density: 2400 })
  .resize(512, 512)
  .png()
  .toFile(out('icons/maskable-512.png'));
await sharp(Buffer.from(square), { density: 900 })
  .resize(180, 180)
  .png()
  .toFile(out('icons/apple-touch-icon.png'));

// Link previews: 1200 px wide PNGs beside each storefront SVG.
const stores = path.join(pub, 'images/restaurants');
for (const name of fs.readdirSync(stores).filter((f) => f.endsWith('.svg'))) {
  await sharp(path.join(stores, name), { density: 288 })
    .resize(1200, 900)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(stores, name.replace(/\.svg$/, '.png')));
}
console.log('icons and storefront previews written');
