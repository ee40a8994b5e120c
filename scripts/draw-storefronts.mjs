// Storefronts per kind of restaurant (apps/web/public/images/restaurants/<kind>.svg): the shop
// drawings 1-8 given a roof of their kind and a round sign showing what they cook (not
// every restaurant the same drawing). Run after draw-dishes.mjs; then render-icons.mjs for the
// PNG twins link previews use.
import fs from 'node:fs';
import path from 'node:path';

const root = new URL('../apps/web/public/images/', import.meta.url).pathname;
const read = (rel) => fs.readFileSync(path.join(root, rel), 'utf8');

const ROOFS = {
  tiled: (c) =>
    `<path d="M20 64 L200 18 L380 64 Z" fill="${c}"/><path d="M40 58 L200 24 L360 58" stroke="#7C2D12" stroke-width="3" fill="none"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${60 + i * 50} ${58 - i * 4 + (i > 2 ? (i - 2) * 8 : 0)} v8" stroke="#7C2D12" stroke-width="3"/>`).join('')}`,
  pagoda: (c) =>
    `<path d="M10 66 Q60 56 80 40 H320 Q340 56 390 66 Q200 52 10 66 Z" fill="${c}"/><path d="M90 40 Q200 10 310 40 Z" fill="${c}"/><rect x="96" y="36" width="208" height="6" fill="#FACC15"/>${[70, 330].map((x) => `<line x1="${x}" y1="66" x2="${x}" y2="80" stroke="#451A03" stroke-width="2"/><ellipse cx="${x}" cy="92" rx="11" ry="14" fill="#DC2626"/><rect x="${x - 5}" y="104" width="10" height="5" fill="#FACC15"/>`).join('')}`,
  dome: (c) =>
    `<path d="M140 60 Q140 10 200 4 Q260 10 260 60 Z" fill="${c}"/><rect x="196" y="0" width="8" height="10" fill="#FACC15"/>${[60, 340].map((x) => `<rect x="${x - 8}" y="22" width="16" height="38" fill="${c}"/><path d="M${x - 10} 24 Q${x} 6 ${x + 10} 24 Z" fill="#FACC15"/>`).join('')}`,
  flat: (c) => `<rect x="24" y="44" width="352" height="16" rx="4" fill="${c}"/>`,
  neon: (c) =>
    `<rect x="110" y="14" width="180" height="40" rx="20" fill="#1E293B"/><rect x="118" y="20" width="164" height="28" rx="14" fill="none" stroke="${c}" stroke-width="4"/>`,
  adobe: (c) =>
    `<path d="M36 64 V40 Q60 34 70 40 V30 Q100 22 120 30 V40 H280 V30 Q300 22 330 30 V40 Q345 34 364 40 V64 Z" fill="${c}"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${50 + i * 40} 66 l10 12 l10 -12 Z" fill="${['#DC2626', '#FACC15', '#16A34A', '#2563EB'][i % 4]}"/>`).join('')}`,
};

// kind: [base storefront, roof, roof colour, dish shown on the sign]
const KINDS = {
  south: [1, 'tiled', '#B45309', 'dosa'],
  chettinad: [4, 'tiled', '#9A3412', 'curry-red'],
  biryani: [2, 'dome', '#166534', 'biryani'],
  north: [8, 'flat', '#78350F', 'thali'],
  chinese: [7, 'pagoda', '#B91C1C', 'noodles'],
  thai: [3, 'pagoda', '#7C2D12', 'curry-green'],
  italian: [5, 'flat', '#15803D', 'pizza'],
  american: [6, 'neon', '#F472B6', 'burger'],
  mexican: [3, 'adobe', '#C2410C', 'taco'],
  multi: [2, 'flat', '#1E3A8A', 'fried-rice'],
};

const TITLES = {
  south: 'a South Indian tiffin house',
  chettinad: 'a Chettinad mess',
  biryani: 'a biryani house',
  north: 'a North Indian dhaba',
  chinese: 'an Indo-Chinese restaurant',
  thai: 'a Thai kitchen',
  italian: 'an Italian trattoria',
  american: 'an American diner',
  mexican: 'a Mexican cantina',
  multi: 'a family restaurant',
};

for (const [kind, [base, roof, colour, dish]] of Object.entries(KINDS)) {
  const shop = read(`restaurants/${base}.svg`)
    .replace(/<title>[^<]*<\/title>/, `<title>Storefront of ${TITLES[kind]}</title>`)
    .replace(/<\/svg>\s*$/, '');
  const picture = read(`dishes/${dish}.svg`)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/id="bg"/g, `id="dish-${kind}"`)
    .replace(/url\(#bg\)/g, `url(#dish-${kind})`);
  // The round sign sits over the shop's name board.
  const sign = `<defs><clipPath id="sign-${kind}"><circle cx="200" cy="0" r="150"/></clipPath></defs><circle cx="200" cy="92" r="34" fill="#FFFFFF" stroke="#7C2D12" stroke-width="4"/><g transform="translate(200 92) scale(0.2) translate(-200 -170)"><g clip-path="url(#sign-${kind})" transform="translate(0 170)"><g transform="translate(0 -170)">${picture}</g></g></g>`;
  fs.writeFileSync(
    path.join(root, `restaurants/${kind}.svg`),
    `${shop}${ROOFS[roof](colour)}\n${sign}\n</svg>\n`,
  );
}
console.log(`${Object.keys(KINDS).length} storefronts written`);
