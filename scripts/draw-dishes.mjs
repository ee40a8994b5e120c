// Draws one picture per kind of dish (apps/web/public/images/dishes/<kind>.svg), so a dosa shows a
// dosa and a roll a roll. The seed picks the kind from the dish's name
// (apps/server/src/db/seed/dish-pictures.ts). Run: node scripts/draw-dishes.mjs; the files are committed.
import fs from 'node:fs';
import path from 'node:path';

const out = new URL('../apps/web/public/images/dishes/', import.meta.url).pathname;

// No background of its own: the page puts one behind every drawn picture for its colour scheme
// (apps/web/src/app/first-screen-styles.css), a warm peach in light and a deep brown in dark.
const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img"><title>${title}</title>
<ellipse cx="200" cy="262" rx="165" ry="18" fill="#C9782E" opacity=".22"/>
${body}
</svg>
`;
const plate = (cx = 200, cy = 200, rx = 160, ry = 58) =>
  `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="#D6D3D1"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#FAFAF9"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - 22}" ry="${ry - 10}" fill="#F5F5F4"/>`;
const bowl = (cx, cy, w, fill, rim = '#E7E5E4', body = '#FAFAF9') =>
  `<path d="M${cx - w} ${cy} A${w} ${w * 0.8} 0 0 0 ${cx + w} ${cy} Z" fill="${body}" stroke="${rim}" stroke-width="3"/><ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${w * 0.28}" fill="${rim}"/><ellipse cx="${cx}" cy="${cy}" rx="${w - 6}" ry="${w * 0.28 - 4}" fill="${fill}"/>`;
const dots = (list, r, fill) =>
  list.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
const leaf = `<path d="M30 235 Q200 150 370 235 Q200 290 30 235 Z" fill="#4D7C0F"/><path d="M40 235 Q200 200 360 235" stroke="#A3E635" stroke-width="3" fill="none"/>`;
const glass = (fill, top, extra = '') =>
  `<path d="M150 70 H250 L238 250 H162 Z" fill="#F0F9FF" opacity=".7" stroke="#BAE6FD" stroke-width="3"/><path d="M156 100 H244 L235 244 H165 Z" fill="${fill}"/><ellipse cx="200" cy="100" rx="44" ry="8" fill="${top}"/><rect x="214" y="40" width="8" height="90" rx="4" fill="#DC2626" transform="rotate(12 218 85)"/>${extra}`;
const cup = (fill) =>
  `<ellipse cx="200" cy="236" rx="110" ry="22" fill="#FAFAF9" stroke="#D6D3D1" stroke-width="3"/><path d="M130 140 H270 L256 226 Q200 244 144 226 Z" fill="#FFFFFF" stroke="#D6D3D1" stroke-width="3"/><path d="M268 160 q40 4 30 36 q-8 20 -36 18" stroke="#D6D3D1" stroke-width="10" fill="none"/><ellipse cx="200" cy="140" rx="70" ry="14" fill="${fill}"/><path d="M180 120 q-12 -20 0 -40 M205 118 q-12 -22 0 -44 M230 120 q-12 -20 0 -40" stroke="#A8A29E" stroke-width="4" fill="none" opacity=".6"/>`;

const pictures = {
  dosa: [
    'Dosa with chutneys and sambar',
    `${plate()}<path d="M70 205 L300 150 Q340 170 330 200 L80 222 Z" fill="#D97706"/><path d="M80 210 L300 158 Q325 172 320 192 Z" fill="#F59E0B"/>${dots(
      [
        [140, 196],
        [190, 186],
        [240, 176],
        [280, 170],
      ],
      5,
      '#92400E',
    )}${bowl(300, 220, 30, '#FFFBEB')}${bowl(235, 232, 26, '#B91C1C')}`,
  ],
  idli: [
    'Idli with sambar and chutney',
    `${plate()}<ellipse cx="140" cy="190" rx="44" ry="24" fill="#FFFFFF" stroke="#E7E5E4" stroke-width="3"/><ellipse cx="205" cy="178" rx="44" ry="24" fill="#FFFFFF" stroke="#E7E5E4" stroke-width="3"/><ellipse cx="170" cy="214" rx="44" ry="24" fill="#FFFFFF" stroke="#E7E5E4" stroke-width="3"/>${bowl(285, 205, 38, '#C2410C')}${dots(
      [
        [275, 200],
        [292, 206],
      ],
      4,
      '#65A30D',
    )}`,
  ],
  appam: [
    'Appam with vegetable stew',
    `${plate()}<ellipse cx="165" cy="192" rx="92" ry="40" fill="#B45309"/><ellipse cx="165" cy="190" rx="84" ry="35" fill="#F59E0B"/><ellipse cx="165" cy="188" rx="66" ry="27" fill="#FDE68A"/><ellipse cx="165" cy="190" rx="44" ry="18" fill="#FFFBEB" stroke="#FEF3C7" stroke-width="3"/>${dots(
      [
        [118, 178],
        [212, 180],
        [130, 204],
        [200, 204],
      ],
      4,
      '#D97706',
    )}${bowl(292, 212, 36, '#FEF3C7')}${dots(
      [
        [282, 208],
        [298, 214],
      ],
      5,
      '#EA580C',
    )}${dots([[290, 204]], 4, '#65A30D')}`,
  ],
  idiyappam: [
    'Idiyappam (string hoppers) with kurma',
    `${plate()}${[
      [135, 188],
      [205, 176],
      [172, 214],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="42" ry="22" fill="#FAFAF9" stroke="#E7E5E4" stroke-width="3"/>${[
            0, 1, 2, 3,
          ]
            .map(
              (i) =>
                `<path d="M${x - 34 + i * 4} ${y - 4 + i * 3} q8 -8 17 0 t17 0 t17 0 t17 0" stroke="#D6D3D1" stroke-width="2" fill="none"/>`,
            )
            .join('')}`,
      )
      .join('')}${bowl(292, 210, 36, '#EAB308')}${dots(
      [
        [282, 206],
        [300, 212],
      ],
      5,
      '#F97316',
    )}`,
  ],
  vada: [
    'Vada with coconut chutney',
    `${plate()}${[
      [140, 195],
      [210, 180],
      [180, 220],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="42" ry="24" fill="#B45309"/><ellipse cx="${x}" cy="${y - 4}" rx="38" ry="20" fill="#D97706"/><ellipse cx="${x}" cy="${y - 4}" rx="11" ry="6" fill="#F5F5F4"/>`,
      )
      .join('')}${bowl(290, 205, 30, '#FFFBEB')}`,
  ],
  biryani: [
    'Biryani in a handi with raita',
    `<path d="M90 150 Q90 250 200 250 Q310 250 310 150 Z" fill="#78350F"/><ellipse cx="200" cy="150" rx="112" ry="26" fill="#92400E"/><path d="M100 150 Q200 70 300 150 Z" fill="#FDE68A"/>${dots(
      [
        [150, 135],
        [175, 120],
        [205, 112],
        [235, 122],
        [260, 138],
        [190, 138],
        [225, 140],
      ],
      5,
      '#F59E0B',
    )}${dots(
      [
        [165, 128],
        [215, 126],
        [245, 132],
      ],
      7,
      '#9A3412',
    )}<ellipse cx="200" cy="110" rx="16" ry="12" fill="#FFFFFF"/><circle cx="200" cy="110" r="7" fill="#FBBF24"/>${dots(
      [
        [140, 145],
        [270, 145],
      ],
      4,
      '#15803D',
    )}${bowl(340, 230, 26, '#F8FAFC')}`,
  ],
  'fried-rice': [
    'Fried rice',
    `${plate()}<path d="M90 200 Q200 90 310 200 Z" fill="#FEF3C7"/>${dots(
      [
        [130, 185],
        [160, 165],
        [190, 150],
        [220, 150],
        [250, 165],
        [280, 185],
        [175, 185],
        [235, 185],
        [205, 175],
      ],
      5,
      '#16A34A',
    )}${dots(
      [
        [145, 175],
        [185, 165],
        [215, 160],
        [265, 178],
        [200, 190],
      ],
      5,
      '#F97316',
    )}${dots(
      [
        [160, 190],
        [240, 172],
      ],
      6,
      '#FDE047',
    )}`,
  ],
  'rice-bowl': [
    'Rice bowl',
    `${bowl(200, 170, 120, '#FDE68A')}<path d="M90 170 Q200 100 310 170 Z" fill="#FEF08A"/>${dots(
      [
        [150, 150],
        [180, 138],
        [220, 140],
        [250, 152],
      ],
      5,
      '#65A30D',
    )}${dots(
      [
        [165, 150],
        [235, 150],
        [200, 130],
      ],
      4,
      '#A16207',
    )}`,
  ],
  'curry-red': [
    'A rich red curry',
    `${bowl(200, 160, 120, '#C2410C')}<ellipse cx="200" cy="160" rx="100" ry="24" fill="#EA580C"/>${[
      [160, 155],
      [200, 150],
      [240, 158],
      [185, 168],
      [225, 168],
    ]
      .map(([x, y]) => `<rect x="${x - 11}" y="${y - 9}" width="22" height="18" rx="4" fill="#FEF3C7"/>`)
      .join(
        '',
      )}<path d="M150 150 q50 -10 100 4" stroke="#FFF7ED" stroke-width="4" fill="none" opacity=".8"/>${dots(
      [
        [175, 146],
        [230, 146],
      ],
      4,
      '#15803D',
    )}`,
  ],
  'curry-green': [
    'A green curry',
    `${bowl(200, 160, 120, '#166534')}<ellipse cx="200" cy="160" rx="100" ry="24" fill="#4D7C0F"/>${[
      [165, 155],
      [205, 150],
      [240, 160],
      [195, 168],
    ]
      .map(([x, y]) => `<rect x="${x - 11}" y="${y - 9}" width="22" height="18" rx="4" fill="#FEFCE8"/>`)
      .join('')}<path d="M150 152 q50 -8 100 4" stroke="#F7FEE7" stroke-width="4" fill="none" opacity=".7"/>`,
  ],
  'curry-yellow': [
    'Dal or a mild curry',
    `${bowl(200, 160, 120, '#CA8A04')}<ellipse cx="200" cy="160" rx="100" ry="24" fill="#EAB308"/><path d="M140 156 q60 -14 120 0" stroke="#FEF9C3" stroke-width="5" fill="none"/>${dots(
      [
        [170, 158],
        [225, 150],
        [250, 164],
      ],
      5,
      '#B91C1C',
    )}${dots(
      [
        [190, 166],
        [215, 162],
      ],
      4,
      '#15803D',
    )}`,
  ],
  'curry-brown': [
    'A dark, slow-cooked curry',
    `${bowl(200, 160, 120, '#7C2D12')}<ellipse cx="200" cy="160" rx="100" ry="24" fill="#9A3412"/>${dots(
      [
        [160, 156],
        [190, 150],
        [220, 156],
        [250, 162],
        [205, 168],
      ],
      10,
      '#7F1D1D',
    )}<path d="M150 152 q50 -8 100 4" stroke="#FED7AA" stroke-width="4" fill="none" opacity=".7"/>${dots(
      [
        [180, 146],
        [235, 150],
      ],
      4,
      '#15803D',
    )}`,
  ],
  flatbread: [
    'Flatbread with a curry',
    `${plate()}<ellipse cx="170" cy="196" rx="100" ry="38" fill="#D6A35C"/><ellipse cx="160" cy="186" rx="96" ry="36" fill="#F1C27D"/>${dots(
      [
        [120, 180],
        [150, 196],
        [185, 178],
        [210, 192],
        [135, 200],
        [175, 205],
      ],
      6,
      '#A16207',
    )}${bowl(300, 200, 34, '#C2410C')}`,
  ],
  roll: [
    'A wrap roll',
    `${plate()}<g transform="rotate(-14 200 180)"><rect x="90" y="150" width="220" height="60" rx="30" fill="#F1C27D"/><ellipse cx="310" cy="180" rx="18" ry="30" fill="#FEF3C7"/>${dots(
      [
        [310, 170],
        [304, 186],
        [316, 190],
      ],
      6,
      '#B91C1C',
    )}${dots([[312, 178]], 6, '#65A30D')}<rect x="150" y="148" width="90" height="64" fill="#FFFFFF" opacity=".85"/><path d="M150 148 v64 M240 148 v64" stroke="#D6D3D1" stroke-width="2"/>${dots(
      [
        [120, 170],
        [270, 195],
        [210, 160],
      ],
      5,
      '#A16207',
    )}</g>`,
  ],
  noodles: [
    'Noodles with chopsticks',
    `${bowl(200, 165, 120, '#FDE68A', '#DC2626', '#B91C1C')}${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${120 + i * 10} ${168 - i * 2} q20 -20 40 0 t40 0 t40 0" stroke="#F59E0B" stroke-width="5" fill="none"/>`).join('')}${dots(
      [
        [160, 150],
        [240, 155],
      ],
      5,
      '#16A34A',
    )}${dots([[200, 145]], 6, '#F97316')}<path d="M250 60 L170 170 M270 66 L186 174" stroke="#78350F" stroke-width="6" stroke-linecap="round"/>`,
  ],
  pizza: [
    'Pizza',
    `<circle cx="200" cy="160" r="112" fill="#D97706"/><circle cx="200" cy="160" r="98" fill="#FCD34D"/><circle cx="200" cy="160" r="98" fill="#DC2626" opacity=".25"/>${dots(
      [
        [160, 120],
        [240, 130],
        [200, 180],
        [150, 190],
        [250, 200],
        [210, 110],
      ],
      13,
      '#B91C1C',
    )}${dots(
      [
        [180, 150],
        [230, 165],
        [170, 215],
        [240, 100],
      ],
      6,
      '#15803D',
    )}<path d="M200 160 L200 62 M200 160 L293 190 M200 160 L130 237" stroke="#B45309" stroke-width="3"/>`,
  ],
  'pasta-red': [
    'Pasta in tomato sauce',
    `${plate()}${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${120 + i * 20}" y="${165 + (i % 3) * 10}" width="34" height="13" rx="6" fill="#FBBF24" transform="rotate(${((i * 37) % 60) - 30} ${137 + i * 20} ${171 + (i % 3) * 10})"/>`).join('')}<path d="M130 190 Q200 140 280 190 Q200 215 130 190 Z" fill="#DC2626" opacity=".8"/>${dots(
      [
        [175, 178],
        [225, 182],
      ],
      7,
      '#15803D',
    )}${dots(
      [
        [200, 170],
        [245, 190],
        [160, 192],
      ],
      4,
      '#FEF3C7',
    )}`,
  ],
  'pasta-white': [
    'Pasta in a creamy sauce',
    `${plate()}${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${110 + i * 10} ${190 - i * 3} q25 -18 50 0 t50 0 t50 0" stroke="#FCD34D" stroke-width="7" fill="none"/>`).join('')}<path d="M130 192 Q200 158 275 192 Q200 212 130 192 Z" fill="#FFFBEB" opacity=".85"/>${dots(
      [
        [175, 182],
        [230, 186],
      ],
      5,
      '#15803D',
    )}${dots([[200, 176]], 8, '#FDE68A')}`,
  ],
  burger: [
    'Burger',
    `<path d="M110 240 Q110 214 130 212 H270 Q290 214 290 240 Z" fill="#D97706"/><rect x="104" y="188" width="192" height="26" rx="12" fill="#7C2D12"/><path d="M100 184 H300 L286 200 L270 188 L254 202 L238 188 L222 202 L206 188 L190 202 L174 188 L158 202 L142 188 L126 202 L110 188 Z" fill="#FACC15"/><path d="M98 176 Q130 188 150 176 Q180 190 200 176 Q230 190 250 176 Q275 188 302 176 L300 186 H100 Z" fill="#65A30D"/><path d="M104 172 Q104 86 200 84 Q296 86 296 172 Z" fill="#F59E0B"/>${dots(
      [
        [160, 120],
        [190, 106],
        [226, 114],
        [250, 132],
        [200, 136],
      ],
      4,
      '#FFF3D6',
    )}`,
  ],
  fries: [
    'Fries',
    `${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${138 + i * 18}" y="${70 + (i % 3) * 14}" width="14" height="110" rx="3" fill="#FACC15" stroke="#CA8A04" stroke-width="2"/>`).join('')}<path d="M120 130 H280 L262 250 H138 Z" fill="#DC2626"/><path d="M140 160 H260" stroke="#FFF5E6" stroke-width="6"/>${bowl(320, 235, 24, '#B91C1C')}`,
  ],
  sandwich: [
    'Sandwich',
    `${plate()}<path d="M90 210 L200 120 L200 210 Z" fill="#FDE68A" stroke="#D97706" stroke-width="6"/><path d="M96 200 L196 120" stroke="#65A30D" stroke-width="6"/><path d="M100 206 L198 130" stroke="#DC2626" stroke-width="4"/><path d="M215 210 L320 130 L320 210 Z" fill="#FDE68A" stroke="#D97706" stroke-width="6"/><path d="M222 204 L316 134" stroke="#FACC15" stroke-width="6"/><path d="M226 208 L318 140" stroke="#65A30D" stroke-width="4"/>`,
  ],
  'garlic-bread': [
    'Garlic bread',
    `${plate()}${[
      [120, 180],
      [180, 170],
      [240, 180],
      [300, 190],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="38" ry="26" fill="#D97706"/><ellipse cx="${x}" cy="${y - 4}" rx="32" ry="20" fill="#FDE68A"/>${dots(
            [
              [x - 10, y - 8],
              [x + 8, y - 2],
              [x - 2, y + 4],
              [x + 14, y - 10],
            ],
            3,
            '#15803D',
          )}`,
      )
      .join('')}`,
  ],
  'pav-bhaji': [
    'Pav bhaji: buttered buns with a vegetable mash',
    `${plate()}${bowl(150, 195, 62, '#DC2626')}<ellipse cx="150" cy="190" rx="50" ry="12" fill="#EA580C"/>${dots(
      [
        [135, 186],
        [160, 190],
      ],
      5,
      '#FEF3C7',
    )}${dots([[148, 184]], 5, '#15803D')}<rect x="220" y="160" width="60" height="40" rx="14" fill="#F59E0B"/><rect x="270" y="170" width="60" height="40" rx="14" fill="#D97706"/><path d="M226 176 h48 M276 186 h48" stroke="#FEF3C7" stroke-width="4"/>`,
  ],
  taco: [
    'Tacos',
    `${[
      [140, 200],
      [260, 200],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 70} ${y} A70 60 0 0 1 ${x + 70} ${y} Z" fill="#FBBF24" stroke="#D97706" stroke-width="5"/><path d="M${x - 58} ${y - 8} q58 -50 116 0" stroke="#65A30D" stroke-width="12" fill="none"/>${dots(
            [
              [x - 30, y - 30],
              [x, y - 40],
              [x + 30, y - 30],
            ],
            7,
            '#DC2626',
          )}${dots(
            [
              [x - 15, y - 34],
              [x + 15, y - 36],
            ],
            5,
            '#FDE68A',
          )}`,
      )
      .join('')}<rect x="60" y="200" width="280" height="14" rx="7" fill="#A16207"/>`,
  ],
  nachos: [
    'Nachos with salsa',
    `${plate()}${[
      [120, 190, -20],
      [160, 170, 10],
      [200, 185, -5],
      [240, 172, 20],
      [280, 192, -15],
      [180, 205, 30],
      [230, 205, -30],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x - 28} ${y + 14} L${x} ${y - 24} L${x + 28} ${y + 14} Z" fill="#FBBF24" stroke="#D97706" stroke-width="3" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join(
        '',
      )}<path d="M140 180 q60 -20 120 0" stroke="#FDE047" stroke-width="10" fill="none" opacity=".9"/>${dots(
      [
        [170, 176],
        [215, 170],
        [250, 182],
      ],
      5,
      '#15803D',
    )}${bowl(320, 220, 26, '#DC2626')}`,
  ],
  dumplings: [
    'Steamed dumplings',
    `<ellipse cx="200" cy="205" rx="150" ry="50" fill="#D6A35C"/><ellipse cx="200" cy="195" rx="140" ry="44" fill="#E7C9A0"/>${[
      [140, 185],
      [200, 175],
      [260, 185],
      [170, 210],
      [230, 210],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 30} ${y + 10} Q${x - 30} ${y - 26} ${x} ${y - 30} Q${x + 30} ${y - 26} ${x + 30} ${y + 10} Z" fill="#FAFAF9" stroke="#E7E5E4" stroke-width="2"/><path d="M${x - 8} ${y - 26} l8 8 l8 -8" stroke="#D6D3D1" stroke-width="2" fill="none"/>`,
      )
      .join('')}${bowl(340, 240, 22, '#B91C1C')}`,
  ],
  soup: [
    'Soup',
    `${bowl(200, 150, 120, '#DC2626')}<ellipse cx="200" cy="150" rx="100" ry="24" fill="#EA580C"/>${dots(
      [
        [165, 148],
        [225, 146],
        [200, 156],
      ],
      6,
      '#FDE68A',
    )}${dots(
      [
        [185, 142],
        [240, 154],
      ],
      5,
      '#15803D',
    )}<path d="M280 60 L230 150" stroke="#D6D3D1" stroke-width="9" stroke-linecap="round"/><path d="M176 110 q-10 -18 0 -34 M210 106 q-10 -20 0 -38" stroke="#A8A29E" stroke-width="4" fill="none" opacity=".6"/>`,
  ],
  'soup-cream': [
    'A creamy soup',
    `${bowl(200, 150, 120, '#FDE68A')}<ellipse cx="200" cy="150" rx="100" ry="24" fill="#FEF3C7"/>${dots(
      [
        [165, 148],
        [225, 146],
        [200, 156],
        [185, 140],
        [245, 152],
      ],
      5,
      '#FACC15',
    )}${dots([[210, 142]], 5, '#15803D')}<path d="M176 110 q-10 -18 0 -34 M210 106 q-10 -20 0 -38" stroke="#A8A29E" stroke-width="4" fill="none" opacity=".6"/>`,
  ],
  salad: [
    'Salad',
    `${bowl(200, 160, 125, '#65A30D')}${[
      [150, 150],
      [190, 140],
      [230, 148],
      [265, 158],
      [175, 162],
      [215, 165],
    ]
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="22" ry="12" fill="${['#4D7C0F', '#84CC16', '#65A30D'][i % 3]}" transform="rotate(${i * 30} ${x} ${y})"/>`,
      )
      .join('')}${dots(
      [
        [170, 146],
        [240, 152],
        [205, 160],
      ],
      9,
      '#DC2626',
    )}${dots(
      [
        [195, 138],
        [255, 146],
      ],
      7,
      '#FEF3C7',
    )}${dots(
      [
        [150, 158],
        [225, 140],
      ],
      5,
      '#F97316',
    )}`,
  ],
  fried: [
    'Crisp fried bites with lemon and onion',
    `${plate()}${[
      [140, 185],
      [175, 170],
      [210, 180],
      [245, 170],
      [160, 205],
      [200, 205],
      [240, 198],
      [270, 188],
    ]
      .map(
        ([x, y], i) =>
          `<path d="M${x - 20} ${y} q4 -18 20 -18 q18 2 20 16 q-2 16 -20 16 q-18 -2 -20 -14 Z" fill="${i % 2 ? '#B45309' : '#C2410C'}"/>`,
      )
      .join('')}${dots(
      [
        [150, 180],
        [200, 175],
        [250, 190],
      ],
      3,
      '#FDE68A',
    )}<circle cx="300" cy="205" r="18" fill="#FDE047" stroke="#CA8A04" stroke-width="3"/><ellipse cx="110" cy="210" rx="18" ry="8" fill="none" stroke="#F0ABFC" stroke-width="4"/>${dots(
      [
        [190, 165],
        [230, 200],
      ],
      4,
      '#15803D',
    )}`,
  ],
  kebab: [
    'Grilled kebabs on skewers',
    `${plate()}${[150, 200, 250].map((y, i) => `<path d="M70 ${y - 20 + i * 6} L330 ${y - 40 + i * 6}" stroke="#A8A29E" stroke-width="4"/>${[0, 1, 2, 3, 4].map((j) => `<rect x="${100 + j * 44}" y="${y - 48 + i * 6 - j * 3}" width="34" height="26" rx="8" fill="${j % 2 ? '#B45309' : '#9A3412'}"/><path d="M${106 + j * 44} ${y - 40 + i * 6 - j * 3} h22" stroke="#451A03" stroke-width="3"/>`).join('')}`).join('')}<circle cx="320" cy="220" r="16" fill="#FDE047" stroke="#CA8A04" stroke-width="3"/>${dots(
      [
        [120, 222],
        [140, 228],
      ],
      6,
      '#15803D',
    )}`,
  ],
  samosa: [
    'Samosas with chutney',
    `${plate()}${[
      [140, 195],
      [210, 180],
      [180, 215],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 42} ${y + 20} L${x} ${y - 42} L${x + 42} ${y + 20} Q${x} ${y + 30} ${x - 42} ${y + 20} Z" fill="#D97706" stroke="#B45309" stroke-width="3"/><path d="M${x - 20} ${y} q20 8 40 0" stroke="#FDE68A" stroke-width="3" fill="none"/>`,
      )
      .join('')}${bowl(300, 215, 28, '#15803D')}`,
  ],
  'spring-rolls': [
    'Spring rolls',
    `${plate()}${[
      [150, 175, -10],
      [200, 195, -10],
      [250, 175, -10],
      [215, 160, -10],
    ]
      .map(
        ([x, y, r]) =>
          `<rect x="${x - 60}" y="${y - 14}" width="120" height="28" rx="14" fill="#D97706" stroke="#B45309" stroke-width="3" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join('')}${bowl(320, 220, 24, '#DC2626')}`,
  ],
  chaat: [
    'Chaat: puris with chutneys and sev',
    `${plate()}${[
      [130, 190],
      [180, 178],
      [230, 178],
      [280, 190],
      [155, 210],
      [205, 208],
      [255, 210],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="24" ry="14" fill="#F59E0B"/><ellipse cx="${x}" cy="${y - 4}" rx="16" ry="7" fill="#FFFBEB"/><path d="M${x - 12} ${y - 6} q12 -6 24 0" stroke="#7C2D12" stroke-width="3" fill="none"/>`,
      )
      .join('')}${dots(
      [
        [140, 180],
        [190, 170],
        [240, 172],
        [270, 182],
        [210, 200],
      ],
      3,
      '#FACC15',
    )}${dots(
      [
        [165, 186],
        [220, 190],
      ],
      4,
      '#15803D',
    )}`,
  ],
  'ice-cream': [
    'Ice cream',
    `<path d="M150 160 H250 L236 250 H164 Z" fill="#FFFFFF" stroke="#E7E5E4" stroke-width="3"/><circle cx="180" cy="146" r="36" fill="#FDE68A"/><circle cx="224" cy="146" r="36" fill="#F9A8D4"/><circle cx="202" cy="112" r="34" fill="#78350F"/><circle cx="206" cy="78" r="9" fill="#DC2626"/><path d="M206 70 q6 -14 16 -16" stroke="#15803D" stroke-width="3" fill="none"/>${dots(
      [
        [190, 100],
        [214, 106],
        [200, 122],
      ],
      3,
      '#FDE68A',
    )}`,
  ],
  cake: [
    'A slice of cake',
    `${plate()}<path d="M120 200 L290 170 L290 120 L120 150 Z" fill="#FEF3C7"/><path d="M120 150 L200 95 L290 120 L120 150 Z" fill="#7C2D12"/><path d="M120 200 L120 150 L200 95 L200 140 Z" fill="#92400E"/><path d="M120 175 L290 145" stroke="#FDE68A" stroke-width="8"/><path d="M200 140 L200 95" stroke="#451A03" stroke-width="2"/><circle cx="200" cy="90" r="10" fill="#DC2626"/>`,
  ],
  sweets: [
    'Indian sweets in syrup',
    `${bowl(200, 165, 120, '#F59E0B', '#D6D3D1', '#E7E5E4')}${[
      [160, 160],
      [200, 150],
      [240, 160],
      [180, 176],
      [222, 176],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="24" fill="#7C2D12"/><ellipse cx="${x - 7}" cy="${y - 9}" rx="7" ry="4" fill="#FDBA74" opacity=".8"/>`,
      )
      .join('')}${dots(
      [
        [190, 132],
        [214, 136],
      ],
      4,
      '#16A34A',
    )}`,
  ],
  halwa: [
    'Halwa with cashews',
    `${plate()}<path d="M110 200 Q200 110 290 200 Q200 225 110 200 Z" fill="#EA580C"/><path d="M130 192 Q200 130 270 192" stroke="#FDBA74" stroke-width="4" fill="none"/>${[
      [160, 170],
      [200, 152],
      [240, 170],
      [190, 185],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 8} ${y} q8 -14 16 0" stroke="#FEF3C7" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      )
      .join('')}${dots(
      [
        [220, 182],
        [175, 160],
      ],
      4,
      '#16A34A',
    )}`,
  ],
  payasam: [
    'Payasam, a milk pudding',
    `${bowl(200, 160, 120, '#FEF3C7', '#D6D3D1', '#E7E5E4')}<ellipse cx="200" cy="160" rx="100" ry="24" fill="#FFF7ED"/>${[0, 1, 2, 3].map((i) => `<path d="M${150 + i * 22} ${156 + (i % 2) * 6} q12 -6 24 0" stroke="#FDE68A" stroke-width="3" fill="none"/>`).join('')}${dots(
      [
        [170, 158],
        [230, 162],
      ],
      5,
      '#B45309',
    )}${dots(
      [
        [200, 152],
        [250, 158],
      ],
      4,
      '#7C2D12',
    )}${dots([[215, 166]], 4, '#16A34A')}`,
  ],
  'mango-sticky-rice': [
    'Mango sticky rice',
    `${plate()}<path d="M100 205 Q150 140 210 205 Z" fill="#FAFAF9" stroke="#E7E5E4" stroke-width="3"/>${[0, 1, 2].map((i) => `<ellipse cx="${250 + i * 14}" cy="${180 + i * 10}" rx="50" ry="16" fill="#FBBF24" stroke="#F59E0B" stroke-width="2" transform="rotate(-20 ${250 + i * 14} ${180 + i * 10})"/>`).join('')}<path d="M110 200 Q155 185 200 200" stroke="#FEF3C7" stroke-width="8" fill="none"/>${dots(
      [
        [150, 178],
        [165, 185],
      ],
      3,
      '#1C1917',
    )}`,
  ],
  churros: [
    'Churros with chocolate',
    `${plate()}${[
      [120, 150],
      [160, 140],
      [200, 145],
      [240, 150],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x}" y="${y}" width="22" height="110" rx="9" fill="#D97706" stroke="#B45309" stroke-width="3" transform="rotate(${-30 + i * 12} ${x + 11} ${y + 55})"/>`,
      )
      .join('')}${bowl(300, 215, 34, '#451A03')}`,
  ],
  cookie: [
    'Cookies',
    `${plate()}${[
      [150, 190],
      [230, 180],
      [190, 210],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="46" ry="22" fill="#D97706"/><ellipse cx="${x}" cy="${y - 3}" rx="42" ry="19" fill="#F59E0B"/>${dots(
            [
              [x - 18, y - 6],
              [x + 10, y - 10],
              [x + 20, y + 2],
              [x - 4, y + 4],
            ],
            5,
            '#451A03',
          )}`,
      )
      .join('')}`,
  ],
  coffee: ['A cup of coffee', cup('#92400E')],
  tea: ['A cup of tea', cup('#D97706')],
  'glass-brown': [
    'A cold coffee or milkshake',
    glass('#92400E', '#FFFBEB', `<ellipse cx="200" cy="96" rx="40" ry="14" fill="#FFFFFF"/>`),
  ],
  'glass-cream': [
    'A lassi or buttermilk',
    glass(
      '#FEF3C7',
      '#FFFBEB',
      `${dots(
        [
          [190, 98],
          [210, 100],
        ],
        4,
        '#15803D',
      )}`,
    ),
  ],
  'glass-mango': ['A mango drink', glass('#F59E0B', '#FCD34D')],
  'glass-pink': ['A rose or fruit drink', glass('#F472B6', '#FBCFE8')],
  'glass-green': [
    'A lime or mint cooler',
    glass(
      '#BEF264',
      '#ECFCCB',
      `${dots(
        [
          [186, 140],
          [214, 170],
          [198, 200],
        ],
        8,
        '#4D7C0F',
      )}<circle cx="246" cy="96" r="18" fill="#A3E635" stroke="#4D7C0F" stroke-width="3"/>`,
    ),
  ],
  'glass-amber': [
    'An iced tea',
    glass(
      '#D97706',
      '#FDBA74',
      `<rect x="176" y="120" width="22" height="22" fill="#F0F9FF" opacity=".8"/><rect x="204" y="150" width="22" height="22" fill="#F0F9FF" opacity=".8"/>`,
    ),
  ],
  coconut: [
    'Tender coconut',
    `<ellipse cx="200" cy="180" rx="100" ry="80" fill="#4D7C0F"/><ellipse cx="200" cy="170" rx="90" ry="70" fill="#65A30D"/><ellipse cx="200" cy="112" rx="36" ry="14" fill="#FEFCE8"/><rect x="206" y="40" width="8" height="80" rx="4" fill="#DC2626" transform="rotate(14 210 80)"/>`,
  ],
};

// The Indian breakfast plates and the leaf feast deserve a thali.
pictures.thali = [
  'A thali: rice and curries in small bowls',
  `<ellipse cx="200" cy="200" rx="170" ry="64" fill="#A8A29E"/><ellipse cx="200" cy="194" rx="162" ry="58" fill="#E7E5E4"/><path d="M140 215 Q200 170 260 215 Z" fill="#FAFAF9"/>${[
    [110, 180, '#C2410C'],
    [170, 160, '#EAB308'],
    [235, 160, '#166534'],
    [295, 180, '#FEF3C7'],
  ]
    .map(
      ([x, y, c]) =>
        `<ellipse cx="${x}" cy="${y}" rx="34" ry="14" fill="#D6D3D1"/><ellipse cx="${x}" cy="${y}" rx="28" ry="10" fill="${c}"/>`,
    )
    .join('')}<circle cx="300" cy="215" r="20" fill="#F1C27D"/>${dots(
    [
      [295, 212],
      [306, 219],
    ],
    3,
    '#A16207',
  )}`,
];
pictures['banana-leaf'] = [
  'A feast on a banana leaf',
  `${leaf}<path d="M150 240 Q200 205 250 240 Z" fill="#FAFAF9"/>${[
    [90, 225, '#C2410C'],
    [130, 212, '#EAB308'],
    [270, 212, '#15803D'],
    [310, 225, '#F59E0B'],
    [200, 218, '#FEF3C7'],
  ]
    .map(([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="20" ry="9" fill="${c}"/>`)
    .join('')}<circle cx="340" cy="238" r="16" fill="#FDE68A"/>`,
];

fs.mkdirSync(out, { recursive: true });
for (const [kind, [title, body]] of Object.entries(pictures)) {
  fs.writeFileSync(path.join(out, `${kind}.svg`), svg(title, body));
}
console.log(`${Object.keys(pictures).length} dish pictures written`);
