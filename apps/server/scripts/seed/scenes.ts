/**
 * The pictures of the demo network, drawn as SVG (sharp turns them into JPEGs): flat illustrations,
 * not photographs, but each one recognisably of its category — a running track, a stage, a painter's
 * wall, a film strip, a runway, a bookshelf, a circuit board, a set table — in that category's colours,
 * with a soft vignette. Avatars are faceless portraits (hair, skin, clothes, glasses and beards vary);
 * agencies get geometric logos. Everything is a function of a seeded random source.
 */
import type { randomSource } from './people.ts';

type Random = ReturnType<typeof randomSource>;
type Scene = (w: number, h: number, r: Random) => string;

const n = (x: number) => x.toFixed(0);
const between = (r: Random, a: number, b: number) => a + r.next() * (b - a);

/** Per category (1–8): three palettes of [dark, middle, accent, light]. */
const PALETTES: Record<number, ReadonlyArray<readonly [string, string, string, string]>> = {
  1: [
    ['#1f3b2c', '#2f7d4a', '#c4553a', '#f4f1e8'],
    ['#0d3b66', '#1f7ab8', '#ee6c4d', '#e8f4fa'],
    ['#3b2314', '#b8482f', '#f2a541', '#fdf6ec'],
  ],
  2: [
    ['#120d1f', '#4b2a8c', '#ff5f8f', '#ffe3f0'],
    ['#0b1026', '#23428f', '#2ee6c8', '#e0fffa'],
    ['#1c0f0a', '#7a2e1b', '#ffb347', '#fff1dc'],
  ],
  3: [
    ['#262626', '#2b59c3', '#f25f5c', '#f3ede2'],
    ['#2d2a32', '#3c9d7a', '#f6c445', '#f7f1e3'],
    ['#33202a', '#c2477a', '#ff9f1c', '#f4efe6'],
  ],
  4: [
    ['#0c0c10', '#3a3f58', '#e9b44c', '#f2ecdf'],
    ['#10141c', '#275d7a', '#f07167', '#fbeee0'],
    ['#140c0c', '#5c2a2a', '#d4a373', '#faedcd'],
  ],
  5: [
    ['#1a1a1a', '#8a6f68', '#d8a7b1', '#f6eee9'],
    ['#151a22', '#4a5a78', '#c9a227', '#f1ede4'],
    ['#201616', '#7d1f3c', '#e3b5a4', '#faf3ee'],
  ],
  6: [
    ['#2b1d14', '#7a4b2a', '#b3261e', '#f5ecd7'],
    ['#1d2a24', '#3f6b57', '#d9a441', '#f3efe2'],
    ['#1f2233', '#4a4e8a', '#c8553d', '#f2ede3'],
  ],
  7: [
    ['#0a1f17', '#12694a', '#e0b23c', '#d8fff0'],
    ['#070d1f', '#1b3b8a', '#35e0ff', '#e2f8ff'],
    ['#120a1f', '#4a1f8a', '#7dffb3', '#efe6ff'],
  ],
  8: [
    ['#3b2416', '#8a5a3b', '#d94f30', '#f7efe3'],
    ['#2a2a1f', '#6b7a3a', '#f2b134', '#fbf6e9'],
    ['#331a14', '#a0442c', '#f4d35e', '#fdf4e3'],
  ],
};

const linear = (id: string, stops: readonly string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops.map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`).join('') +
  '</linearGradient>';

const sky = (w: number, h: number, top: string, bottom: string) =>
  `<defs>${linear('sky', [top, bottom])}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;

// 1 Sports ------------------------------------------------------------------------------------------

const track: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[1]!);
  const horizon = h * between(r, 0.3, 0.42);
  const vx = w * between(r, 0.3, 0.7);
  const lanes = Array.from({ length: 9 }, (_, i) => {
    const x = -w * 0.6 + (i / 8) * w * 2.2;
    return `<line x1="${n(vx + (x - vx) * 0.02)}" y1="${n(horizon)}" x2="${n(x)}" y2="${n(h)}" stroke="${light}" stroke-width="${n(w / 160)}" opacity="0.9"/>`;
  }).join('');
  const start = horizon + (h - horizon) * between(r, 0.45, 0.7);
  return `${sky(w, h, '#9cc9e6', light)}
  <rect y="${n(horizon - h * 0.04)}" width="${w}" height="${n(h * 0.04)}" fill="${mid}"/>
  <rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${accent}"/>${lanes}
  <rect y="${n(start)}" width="${w}" height="${n(h / 90)}" fill="${light}"/>
  <rect y="${n(horizon - h * 0.09)}" width="${w}" height="${n(h * 0.05)}" fill="${dark}" opacity="0.5"/>`;
};

const pitch: Scene = (w, h, r) => {
  const [dark, mid, , light] = r.of(PALETTES[1]!);
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${n((i * w) / 8)}" width="${n(w / 8 + 1)}" height="${h}" fill="${i % 2 ? mid : dark}"/>`,
  ).join('');
  const cx = w * between(r, 0.35, 0.65);
  const cy = h * between(r, 0.4, 0.6);
  const ball = Math.min(w, h) * 0.06;
  const bx = cx + between(r, -0.25, 0.25) * w;
  const by = cy + between(r, -0.2, 0.25) * h;
  return `<rect width="${w}" height="${h}" fill="${mid}"/>${stripes}
  <g fill="none" stroke="${light}" stroke-width="${n(w / 150)}" opacity="0.9">
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(w, h) * 0.22)}"/><line x1="${n(cx)}" y1="0" x2="${n(cx)}" y2="${h}"/>
  <rect x="${n(-w * 0.02)}" y="${n(cy - h * 0.25)}" width="${n(w * 0.14)}" height="${n(h * 0.5)}"/></g>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w / 120)}" fill="${light}"/>
  <ellipse cx="${n(bx + ball * 0.3)}" cy="${n(by + ball * 0.9)}" rx="${n(ball)}" ry="${n(ball * 0.3)}" fill="#000" opacity="0.3"/>
  <circle cx="${n(bx)}" cy="${n(by)}" r="${n(ball)}" fill="#fafafa"/>
  <polygon points="${[0, 72, 144, 216, 288].map((a) => `${n(bx + ball * 0.4 * Math.cos((a * Math.PI) / 180))},${n(by + ball * 0.4 * Math.sin((a * Math.PI) / 180))}`).join(' ')}" fill="#222"/>`;
};

const pool: Scene = (w, h, r) => {
  const [, mid, accent, light] = r.of(PALETTES[1]!);
  const ropes = Array.from({ length: 5 }, (_, i) => {
    const y = ((i + 0.5) * h) / 5;
    return `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}" stroke="${i % 2 ? accent : light}" stroke-width="${n(h / 45)}" stroke-dasharray="${n(w / 60)} ${n(w / 120)}"/>`;
  }).join('');
  const ripples = Array.from({ length: 14 }, () => {
    const x = r.next() * w;
    const y = r.next() * h;
    const s = between(r, 0.04, 0.12) * w;
    return `<path d="M${n(x)} ${n(y)} q${n(s / 2)} ${n(-s / 6)} ${n(s)} 0 t${n(s)} 0" fill="none" stroke="#fff" stroke-width="${n(w / 300 + 1)}" opacity="0.35"/>`;
  }).join('');
  return `${sky(w, h, '#1ba0d8', mid)}${ripples}${ropes}`;
};

// 2 Music and dance ------------------------------------------------------------------------------------

const stage: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[2]!);
  const beams = Array.from({ length: 4 }, (_, i) => {
    const x = w * ((i + 0.5) / 4) + between(r, -0.05, 0.05) * w;
    const spread = w * between(r, 0.12, 0.22);
    const tilt = between(r, -0.15, 0.15) * w;
    return `<polygon points="${n(x - 8)},0 ${n(x + 8)},0 ${n(x + tilt + spread)},${n(h * 0.8)} ${n(x + tilt - spread)},${n(h * 0.8)}" fill="url(#beam${i % 2})"/>`;
  }).join('');
  const heads = Array.from({ length: 16 }, (_, i) => {
    const x = (i / 15) * w + between(r, -0.02, 0.02) * w;
    const s = h * between(r, 0.07, 0.1);
    return `<circle cx="${n(x)}" cy="${n(h - s * 1.6)}" r="${n(s * 0.55)}"/><rect x="${n(x - s)}" y="${n(h - s)}" width="${n(s * 2)}" height="${n(s)}" rx="${n(s * 0.5)}"/>`;
  }).join('');
  return `<defs>${linear('beam0', [accent + 'cc', accent + '00'])}${linear('beam1', [light + 'aa', light + '00'])}</defs>
  <rect width="${w}" height="${h}" fill="${dark}"/><rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="${mid}" opacity="0.6"/>
  ${beams}<g fill="#07060c">${heads}</g>`;
};

const vinyl: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[2]!);
  const R = Math.min(w * 0.27, h * 0.36);
  const sleeve = R * 2.1;
  // The sleeve and the record beside it fit the width, whatever the picture's shape.
  const sx = (w - sleeve * 0.95 - R) * between(r, 0.2, 0.6);
  const sy = (h - sleeve) / 2;
  const cx = sx + sleeve * 0.95;
  const cy = h / 2;
  const grooves = Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * (0.4 + i * 0.05))}" fill="none" stroke="#2a2a2a" stroke-width="${n(R / 120 + 1)}"/>`,
  ).join('');
  return `<rect width="${w}" height="${h}" fill="${light}"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="#111"/>${grooves}
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.3)}" fill="${accent}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.03)}" fill="${dark}"/>
  <rect x="${n(sx + 10)}" y="${n(sy + 14)}" width="${n(sleeve)}" height="${n(sleeve)}" fill="#000" opacity="0.2"/>
  <rect x="${n(sx)}" y="${n(sy)}" width="${n(sleeve)}" height="${n(sleeve)}" fill="${mid}"/>
  <circle cx="${n(sx + sleeve / 2)}" cy="${n(cy)}" r="${n(sleeve * 0.3)}" fill="${accent}" opacity="0.8"/>`;
};

const equalizer: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[2]!);
  const count = 24;
  const bw = w / count;
  const bars = Array.from({ length: count }, (_, i) => {
    const v = 0.15 + 0.75 * Math.abs(Math.sin(i * 0.45 + r.next() * 1.2)) * between(r, 0.6, 1);
    const bh = v * h * 0.55;
    return `<rect x="${n(i * bw + bw * 0.15)}" y="${n(h * 0.62 - bh)}" width="${n(bw * 0.7)}" height="${n(bh)}" rx="${n(bw * 0.2)}" fill="url(#bar)"/>
    <rect x="${n(i * bw + bw * 0.15)}" y="${n(h * 0.64)}" width="${n(bw * 0.7)}" height="${n(bh * 0.35)}" rx="${n(bw * 0.2)}" fill="url(#bar)" opacity="0.2"/>`;
  }).join('');
  return `<defs>${linear('bg', [dark, mid])}${linear('bar', [light, accent])}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>${bars}`;
};

// 3 Art -------------------------------------------------------------------------------------------------

const cutouts: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[3]!);
  const shapes = Array.from({ length: 7 }, () => {
    const x = r.next() * w;
    const y = r.next() * h;
    const s = between(r, 0.08, 0.22) * Math.min(w, h);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * between(r, 0.6, 1.6))}" ry="${n(s)}" transform="rotate(${n(between(r, -60, 60))} ${n(x)} ${n(y)})" fill="${r.of([mid, accent, dark, '#f2b5a0'])}"/>`;
  }).join('');
  const lines = Array.from({ length: 4 }, () => {
    const y = r.next() * h;
    return `<path d="M${n(r.next() * w * 0.4)} ${n(y)} q${n(w * 0.15)} ${n(between(r, -0.2, 0.2) * h)} ${n(w * 0.35)} 0" fill="none" stroke="${dark}" stroke-width="${n(w / 250 + 1)}"/>`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="${light}"/>${shapes}${lines}`;
};

const strokes: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[3]!);
  const marks = Array.from({ length: 9 }, () => {
    const x = between(r, -0.1, 0.7) * w;
    const y = r.next() * h;
    const len = between(r, 0.25, 0.5) * w;
    return `<path d="M${n(x)} ${n(y)} c${n(len * 0.3)} ${n(between(r, -0.2, 0.2) * h)} ${n(len * 0.7)} ${n(between(r, -0.2, 0.2) * h)} ${n(len)} ${n(between(r, -0.1, 0.1) * h)}" fill="none" stroke="${r.of([dark, mid, accent, mid])}" stroke-width="${n(between(r, 0.03, 0.09) * Math.min(w, h))}" stroke-linecap="round" opacity="0.85"/>`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="${light}"/>${marks}`;
};

const gallery: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[3]!);
  const fw = w * between(r, 0.35, 0.5);
  const fh = h * between(r, 0.4, 0.55);
  const fx = (w - fw) / 2;
  const fy = h * 0.16;
  const inner = Array.from({ length: 4 }, () => {
    const x = fx + r.next() * fw;
    const y = fy + r.next() * fh;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 0.08, 0.22) * fw)}" fill="${r.of([mid, accent, dark])}" opacity="0.9"/>`;
  }).join('');
  return `<defs><radialGradient id="spot" cx="0.5" cy="0.05" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <clipPath id="canvas"><rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}"/></clipPath></defs>
  <rect width="${w}" height="${h}" fill="#d9d2c5"/><rect y="${n(h * 0.82)}" width="${w}" height="${n(h * 0.18)}" fill="#8a735c"/>
  <rect width="${w}" height="${h}" fill="url(#spot)"/>
  <rect x="${n(fx - w * 0.015)}" y="${n(fy - w * 0.015)}" width="${n(fw + w * 0.03)}" height="${n(fh + w * 0.03)}" fill="#3b2a1c"/>
  <rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="${light}"/><g clip-path="url(#canvas)">${inner}</g>`;
};

// 4 Cinematography -----------------------------------------------------------------------------------

const landscape = (x: number, y: number, w: number, h: number, r: Random, colours: readonly string[]) => {
  const [dark, mid, accent, light] = colours;
  const hill = (base: number, fill: string) => {
    const points = Array.from({ length: 6 }, (_, i) => `${n(x + (i / 5) * w)},${n(y + h * (base - r.next() * 0.15))}`);
    return `<polygon points="${n(x)},${n(y + h)} ${points.join(' ')} ${n(x + w)},${n(y + h)}" fill="${fill}"/>`;
  };
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#dusk)"/>
  <circle cx="${n(x + w * between(r, 0.25, 0.75))}" cy="${n(y + h * 0.55)}" r="${n(h * 0.16)}" fill="${light}" opacity="0.9"/>
  ${hill(0.7, mid!)}${hill(0.85, dark!)}<defs>${linear('dusk', [accent!, light!])}</defs>`;
};

const filmStrip: Scene = (w, h, r) => {
  const palette = r.of(PALETTES[4]!);
  const stripH = h * 0.5;
  const frames = 4;
  const fw = (w * 1.3) / frames;
  const holes = Array.from({ length: 28 }, (_, i) => {
    const x = -w * 0.15 + (i / 28) * w * 1.3;
    return `<rect x="${n(x)}" y="${n(stripH * 0.04)}" width="${n(stripH * 0.06)}" height="${n(stripH * 0.07)}" rx="3" fill="${palette[3]}"/>
    <rect x="${n(x)}" y="${n(stripH * 0.89)}" width="${n(stripH * 0.06)}" height="${n(stripH * 0.07)}" rx="3" fill="${palette[3]}"/>`;
  }).join('');
  const pictures = Array.from({ length: frames }, (_, i) =>
    landscape(-w * 0.15 + i * fw + fw * 0.05, stripH * 0.16, fw * 0.9, stripH * 0.68, r, palette),
  ).join('');
  return `<rect width="${w}" height="${h}" fill="${palette[1]}"/>
  <g transform="translate(0 ${n(h * 0.25)}) rotate(${n(between(r, -12, 12))} ${n(w / 2)} ${n(stripH / 2)})">
  <rect x="${n(-w * 0.2)}" width="${n(w * 1.4)}" height="${n(stripH)}" fill="#111"/>${holes}${pictures}</g>`;
};

const clapper: Scene = (w, h, r) => {
  const [, mid, accent, light] = r.of(PALETTES[4]!);
  const bw = Math.min(w * 0.6, h * 0.8);
  const bh = bw * 0.7;
  const x = (w - bw) / 2;
  const y = h * 0.58 - bh / 2;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const sx = x + (i * bw) / 6;
    return `<polygon points="${n(sx)},${n(y - bh * 0.2)} ${n(sx + bw / 12)},${n(y - bh * 0.2)} ${n(sx + bw / 6)},${n(y)} ${n(sx + bw / 12)},${n(y)}" fill="${light}"/>`;
  }).join('');
  const chalk = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${n(x + bw * 0.08)}" y="${n(y + bh * (0.2 + i * 0.2))}" width="${n(bw * between(r, 0.4, 0.8))}" height="${n(bh / 40 + 1)}" fill="${light}" opacity="0.7"/>`,
  ).join('');
  return `<defs>${linear('bg', [mid, accent])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g transform="rotate(${n(between(r, -8, 8))} ${n(w / 2)} ${n(h / 2)})">
  <rect x="${n(x)}" y="${n(y - bh * 0.2)}" width="${n(bw)}" height="${n(bh * 0.2)}" fill="#151515" transform="rotate(-10 ${n(x)} ${n(y)})"/>
  <rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="#1b1b1b"/>${stripes.replaceAll('/>', ' opacity="0.9"/>')}${chalk}</g>`;
};

const letterbox: Scene = (w, h, r) => {
  const palette = r.of(PALETTES[4]!);
  const bar = h * 0.14;
  return `${landscape(0, 0, w, h, r, palette)}<rect width="${w}" height="${n(bar)}" fill="#050505"/>
  <rect y="${n(h - bar)}" width="${w}" height="${n(bar)}" fill="#050505"/>`;
};

// 5 Modelling and fashion ---------------------------------------------------------------------------

const runway: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[5]!);
  const vx = w / 2;
  const top = h * 0.35;
  const lights = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${n((i / 8) * w)}" cy="${n(h * 0.08)}" r="${n(w / 70)}" fill="${light}"/><circle cx="${n((i / 8) * w)}" cy="${n(h * 0.08)}" r="${n(w / 25)}" fill="${light}" opacity="0.15"/>`,
  ).join('');
  const seats = Array.from({ length: 30 }, (_, i) => {
    const side = i % 2 ? 1 : -1;
    const depth = Math.floor(i / 2) / 15;
    const y = top + (h - top) * depth;
    const x = vx + side * (w * 0.08 + w * 0.5 * depth + w * 0.05);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + depth * w * 0.018)}" fill="${r.of([mid, accent, '#ccc'])}" opacity="0.8"/>`;
  }).join('');
  return `<defs>${linear('floor', [mid, light])}</defs><rect width="${w}" height="${h}" fill="${dark}"/>${lights}
  <polygon points="${n(vx - w * 0.04)},${n(top)} ${n(vx + w * 0.04)},${n(top)} ${n(vx + w * 0.32)},${h} ${n(vx - w * 0.32)},${h}" fill="url(#floor)"/>
  ${seats}<ellipse cx="${n(vx)}" cy="${n(top + (h - top) * 0.45)}" rx="${n(w * 0.12)}" ry="${n(h * 0.05)}" fill="#fff" opacity="0.25"/>`;
};

const drapes: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[5]!);
  const main = r.of([mid, accent]);
  const folds = Array.from({ length: 10 }, (_, i) => {
    const x = (i / 10) * w;
    const fw = w / 10 + 2;
    return `<rect x="${n(x)}" width="${n(fw)}" height="${h}" fill="url(#fold)"/>`;
  }).join('');
  return `<defs>${linear('fold', [dark, main, light, main, dark], false)}</defs>${folds}
  <rect width="${w}" height="${h}" fill="${main}" opacity="0.25"/>
  <rect y="${n(h * 0.9)}" width="${w}" height="${n(h * 0.1)}" fill="${dark}" opacity="0.5"/>`;
};

const rack: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[5]!);
  const rail = h * 0.2;
  const count = 6;
  const garments = Array.from({ length: count }, (_, i) => {
    const cx = w * (0.15 + (i / (count - 1)) * 0.7);
    const gw = w * 0.09;
    const gh = h * between(r, 0.45, 0.6);
    const y = rail + h * 0.08;
    const fill = r.of([dark, mid, accent, '#c9b8a8']);
    return `<path d="M${n(cx)} ${n(rail)} l${n(-gw * 0.45)} ${n(h * 0.08)} h${n(gw * 0.9)} z" fill="none" stroke="#555" stroke-width="3"/>
    <path d="M${n(cx - gw * 0.5)} ${n(y)} L${n(cx + gw * 0.5)} ${n(y)} L${n(cx + gw * 0.8)} ${n(y + gh)} L${n(cx - gw * 0.8)} ${n(y + gh)} Z" fill="${fill}"/>`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="${light}"/><rect y="${n(h * 0.9)}" width="${w}" height="${n(h * 0.1)}" fill="#d8cfc4"/>
  <rect x="${n(w * 0.08)}" y="${n(rail - 4)}" width="${n(w * 0.84)}" height="8" fill="#444"/>${garments}`;
};

// 6 Literature ----------------------------------------------------------------------------------------

const shelf: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[6]!);
  const rows = 3;
  const rowH = h / rows;
  let books = '';
  for (let row = 0; row < rows; row++) {
    let x = w * 0.03;
    const base = (row + 1) * rowH - rowH * 0.08;
    while (x < w * 0.95) {
      const bw = w * between(r, 0.025, 0.05);
      const bh = rowH * between(r, 0.6, 0.85);
      const fill = r.of([dark, mid, accent, '#2f4858', '#8e6c3a', light]);
      books += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${fill}"/>
      <rect x="${n(x)}" y="${n(base - bh * 0.8)}" width="${n(bw)}" height="${n(bh / 30 + 2)}" fill="#fff" opacity="0.35"/>`;
      x += bw + w * 0.004;
    }
    books += `<rect y="${n(base)}" width="${w}" height="${n(rowH * 0.08)}" fill="#4a3222"/>`;
  }
  return `<rect width="${w}" height="${h}" fill="#2a1c12"/>${books}`;
};

const openBook: Scene = (w, h, r) => {
  const [, mid, , light] = r.of(PALETTES[6]!);
  const pw = w * 0.34;
  const ph = h * 0.62;
  const cx = w * between(r, 0.42, 0.52);
  const y = h * 0.2;
  const text = (x: number) =>
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${n(x + pw * 0.12)}" y="${n(y + ph * 0.1 + i * ph * 0.065)}" width="${n(pw * between(r, 0.55, 0.76))}" height="${n(ph / 90 + 1)}" fill="#6b6358"/>`,
    ).join('');
  const cup = Math.min(w, h) * 0.09;
  return `<rect width="${w}" height="${h}" fill="${mid}"/>
  <rect x="${n(cx - pw - 10)}" y="${n(y + 10)}" width="${n(pw * 2 + 20)}" height="${n(ph)}" fill="#000" opacity="0.25"/>
  <path d="M${n(cx)} ${n(y)} Q${n(cx - pw / 2)} ${n(y - 18)} ${n(cx - pw)} ${n(y)} V${n(y + ph)} Q${n(cx - pw / 2)} ${n(y + ph - 18)} ${n(cx)} ${n(y + ph)} Z" fill="${light}"/>
  <path d="M${n(cx)} ${n(y)} Q${n(cx + pw / 2)} ${n(y - 18)} ${n(cx + pw)} ${n(y)} V${n(y + ph)} Q${n(cx + pw / 2)} ${n(y + ph - 18)} ${n(cx)} ${n(y + ph)} Z" fill="${light}"/>
  ${text(cx - pw)}${text(cx)}<line x1="${n(cx)}" y1="${n(y)}" x2="${n(cx)}" y2="${n(y + ph)}" stroke="#b9ae9c" stroke-width="3"/>
  <circle cx="${n(w * 0.88)}" cy="${n(h * 0.8)}" r="${n(cup)}" fill="#f0ebe3"/><circle cx="${n(w * 0.88)}" cy="${n(h * 0.8)}" r="${n(cup * 0.75)}" fill="#4b2e1e"/>`;
};

const stack: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[6]!);
  let y = h * 0.88;
  let books = '';
  for (let i = 0; i < 7; i++) {
    const bh = h * between(r, 0.06, 0.1);
    const bw = w * between(r, 0.3, 0.45);
    const x = w * 0.5 - bw / 2 + between(r, -0.04, 0.04) * w;
    y -= bh;
    books += `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="4" fill="${r.of([dark, mid, accent, '#2f4858'])}"/>
    <rect x="${n(x + bw - 10)}" y="${n(y + 3)}" width="8" height="${n(bh - 6)}" fill="${light}"/>`;
  }
  return `${sky(w, h, light, '#e3d6bf')}<rect y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="#7a5a3c"/>${books}`;
};

// 7 Science and technology --------------------------------------------------------------------------

const circuit: Scene = (w, h, r) => {
  const [dark, mid, accent] = r.of(PALETTES[7]!);
  const traces = Array.from({ length: 22 }, () => {
    let x = r.next() * w;
    let y = r.next() * h;
    let d = `M${n(x)} ${n(y)}`;
    for (let k = 0; k < 3; k++) {
      if (k % 2 === 0) x += between(r, -0.25, 0.25) * w;
      else y += between(r, -0.25, 0.25) * h;
      d += ` L${n(x)} ${n(y)}`;
    }
    return `<path d="${d}" fill="none" stroke="${accent}" stroke-width="${n(w / 300 + 2)}" opacity="0.8"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(w / 130 + 2)}" fill="${accent}"/>`;
  }).join('');
  const cw = Math.min(w, h) * 0.28;
  const pins = Array.from({ length: 6 }, (_, i) => {
    const p = -cw / 2 + ((i + 0.5) * cw) / 6;
    return `<rect x="${n(w / 2 + p - 4)}" y="${n(h / 2 - cw / 2 - 14)}" width="8" height="${n(cw + 28)}" fill="#c0c0c0"/>`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="${dark}"/><rect width="${w}" height="${h}" fill="${mid}" opacity="0.35"/>${traces}${pins}
  <rect x="${n(w / 2 - cw / 2)}" y="${n(h / 2 - cw / 2)}" width="${n(cw)}" height="${n(cw)}" rx="8" fill="#151515"/>`;
};

const network: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[7]!);
  const nodes = Array.from({ length: 26 }, () => [r.next() * w, r.next() * h] as const);
  const reach = Math.max(w, h) * 0.22;
  let edges = '';
  nodes.forEach(([x, y], i) =>
    nodes.slice(i + 1).forEach(([x2, y2]) => {
      if (Math.hypot(x - x2, y - y2) < reach)
        edges += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${light}" stroke-width="2" opacity="0.35"/>`;
    }),
  );
  const dots = nodes
    .map(([x, y]) => {
      const s = between(r, 0.006, 0.016) * w;
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 3)}" fill="${accent}" opacity="0.15"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${accent}"/>`;
    })
    .join('');
  return `<defs>${linear('bg', [dark, mid])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${edges}${dots}`;
};

const atom: Scene = (w, h, r) => {
  const [dark, mid, accent, light] = r.of(PALETTES[7]!);
  const cx = w * between(r, 0.4, 0.6);
  const cy = h / 2;
  const R = Math.min(w, h) * 0.36;
  const grid = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${n((i / 12) * w)}" y1="0" x2="${n((i / 12) * w)}" y2="${h}" stroke="${light}" opacity="0.06"/><line x1="0" y1="${n((i / 12) * h)}" x2="${w}" y2="${n((i / 12) * h)}" stroke="${light}" opacity="0.06"/>`,
  ).join('');
  const orbits = [0, 60, 120]
    .map((a) => {
      const e = (((a + 30) * Math.PI) / 180) * r.next();
      return `<g transform="rotate(${a} ${n(cx)} ${n(cy)})"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R)}" ry="${n(R * 0.35)}" fill="none" stroke="${light}" stroke-width="${n(R / 80 + 2)}" opacity="0.7"/>
      <circle cx="${n(cx + R * Math.cos(e * 6))}" cy="${n(cy + R * 0.35 * Math.sin(e * 6))}" r="${n(R / 22)}" fill="${accent}"/></g>`;
    })
    .join('');
  return `<rect width="${w}" height="${h}" fill="${dark}"/><rect width="${w}" height="${h}" fill="${mid}" opacity="0.3"/>${grid}${orbits}
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.3)}" fill="${accent}" opacity="0.2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.12)}" fill="${accent}"/>`;
};

// 8 Cooking -------------------------------------------------------------------------------------------

const table = (w: number, h: number, colour: string) =>
  `<rect width="${w}" height="${h}" fill="${colour}"/>` +
  Array.from(
    { length: 7 },
    (_, i) =>
      `<rect y="${n((i * h) / 7)}" width="${w}" height="3" fill="#000" opacity="0.15"/><rect y="${n((i * h) / 7 + h / 14)}" width="${w}" height="${n(h / 40)}" fill="#fff" opacity="0.04"/>`,
  ).join('');

const plate: Scene = (w, h, r) => {
  const [, mid, accent, light] = r.of(PALETTES[8]!);
  const cx = w * between(r, 0.42, 0.55);
  const cy = h * 0.5;
  const R = Math.min(w, h) * 0.34;
  const food = Array.from({ length: 16 }, () => {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * R * 0.5;
    return `<circle cx="${n(cx + d * Math.cos(a))}" cy="${n(cy + d * Math.sin(a))}" r="${n(R * between(r, 0.05, 0.12))}" fill="${r.of([accent, '#5a8f3d', '#f2c14e', '#7fb069', accent])}"/>`;
  }).join('');
  return `${table(w, h, mid)}<circle cx="${n(cx + 12)}" cy="${n(cy + 16)}" r="${n(R)}" fill="#000" opacity="0.25"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${light}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.72)}" fill="#fff"/>${food}
  <rect x="${n(cx + R * 1.2)}" y="${n(cy - R * 0.8)}" width="${n(R * 0.07)}" height="${n(R * 1.6)}" rx="6" fill="#c9c9c9"/>
  <rect x="${n(cx - R * 1.28)}" y="${n(cy - R * 0.8)}" width="${n(R * 0.07)}" height="${n(R * 1.6)}" rx="6" fill="#c9c9c9"/>`;
};

const bread: Scene = (w, h, r) => {
  const [, mid, , light] = r.of(PALETTES[8]!);
  const loaves = Array.from({ length: 3 }, (_, i) => {
    const cx = w * (0.25 + i * 0.25) + between(r, -0.03, 0.03) * w;
    const cy = h * between(r, 0.45, 0.6);
    const rx = w * between(r, 0.1, 0.14);
    const ry = rx * between(r, 0.55, 0.75);
    const cuts = Array.from(
      { length: 3 },
      (_, k) =>
        `<path d="M${n(cx - rx * 0.5 + k * rx * 0.35)} ${n(cy - ry * 0.5)} q${n(rx * 0.1)} ${n(ry * 0.5)} 0 ${n(ry)}" fill="none" stroke="#f3d9a8" stroke-width="${n(rx / 18 + 2)}" stroke-linecap="round"/>`,
    ).join('');
    return `<ellipse cx="${n(cx + 8)}" cy="${n(cy + 12)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="0.25"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#crust)"/>${cuts}`;
  }).join('');
  const flour = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${n(r.next() * w)}" cy="${n(r.next() * h)}" r="${n(between(r, 1, 4))}" fill="#fff" opacity="0.5"/>`,
  ).join('');
  return `<defs><radialGradient id="crust" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#d9a05b"/><stop offset="1" stop-color="#7a4320"/></radialGradient></defs>
  ${table(w, h, mid)}<rect width="${w}" height="${h}" fill="${light}" opacity="0.1"/>${loaves}${flour}`;
};

const picnic: Scene = (w, h, r) => {
  const [, , accent, light] = r.of(PALETTES[8]!);
  const size = Math.max(w, h) / 10;
  const bowls = Array.from({ length: 3 }, (_, i) => {
    const cx = w * (0.22 + i * 0.28);
    const cy = h * between(r, 0.35, 0.65);
    const R = Math.min(w, h) * between(r, 0.12, 0.18);
    const fill = r.of(['#f2c14e', '#7fb069', '#e76f51', '#f4a261']);
    return `<circle cx="${n(cx + 8)}" cy="${n(cy + 10)}" r="${n(R)}" fill="#000" opacity="0.2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${light}"/>
    <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.78)}" fill="${fill}"/>`;
  }).join('');
  return `<defs><pattern id="checks" width="${n(size * 2)}" height="${n(size * 2)}" patternUnits="userSpaceOnUse">
  <rect width="${n(size * 2)}" height="${n(size * 2)}" fill="#fbf7f0"/><rect width="${n(size)}" height="${n(size)}" fill="${accent}" opacity="0.8"/>
  <rect x="${n(size)}" y="${n(size)}" width="${n(size)}" height="${n(size)}" fill="${accent}" opacity="0.8"/></pattern></defs>
  <rect width="${w}" height="${h}" fill="url(#checks)"/>${bowls}`;
};

/** The scenes of each category (1–8). */
const SCENES: Record<number, readonly Scene[]> = {
  1: [track, pitch, pool],
  2: [stage, vinyl, equalizer],
  3: [cutouts, strokes, gallery],
  4: [filmStrip, clapper, letterbox],
  5: [runway, drapes, rack],
  6: [shelf, openBook, stack],
  7: [circuit, network, atom],
  8: [plate, bread, picnic],
};

const vignette = (w: number, h: number) =>
  `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vignette)"/>`;

/** The `variant`-th picture of a category (variants cycle through the category's scenes). */
export function categorySvg(category: number, variant: number, w: number, h: number, r: Random): string {
  const scenes = SCENES[category]!;
  const scene = scenes[variant % scenes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${scene(w, h, r)}${vignette(w, h)}</svg>`;
}

// Avatars -------------------------------------------------------------------------------------------

export type Look = 'FE' | 'MA' | 'agency';

const SKINS = ['#f6d3b3', '#eac086', '#d7a27a', '#b57a51', '#8d5524', '#5c3a21'];
const HAIRS = ['#1c1410', '#3b2618', '#6a4328', '#a0522d', '#c8a165', '#8a8a8a', '#2b2b3a'];
const DARK_HAIRS = ['#0d0b0a', '#16161f', '#1c1410', '#9a9a9a'];
const BACKDROPS = [
  ['#ffd6a5', '#ffadad'],
  ['#caffbf', '#9bf6ff'],
  ['#bdb2ff', '#a0c4ff'],
  ['#fdffb6', '#ffc6ff'],
  ['#d0f4de', '#a9def9'],
  ['#f1e3d3', '#d8b4a0'],
  ['#e4c1f9', '#a9def9'],
];
const CLOTHES = ['#264653', '#2a9d8f', '#e76f51', '#6d597a', '#1d3557', '#bc4749', '#f4a261', '#3a3a3a', '#588157'];

const CAP = 'M172 228C168 150 205 110 256 110C307 110 344 150 340 228C324 182 292 166 256 166C220 166 188 182 172 228Z';
const SIDE_PART =
  'M172 232C166 150 210 108 262 110C312 112 346 152 340 222C318 170 268 150 232 158C204 166 184 196 172 232Z';
const LONG =
  'M166 222C150 330 162 400 196 430L316 430C350 400 362 330 346 222C340 140 302 106 256 106C210 106 172 140 166 222Z';
const BOB =
  'M166 226C160 292 172 318 196 322L316 322C340 318 352 292 346 226C340 140 302 106 256 106C210 106 172 140 166 226Z';
const BEARD =
  'M176 238C180 312 214 334 256 334C298 334 332 312 336 238C322 282 296 292 256 292C216 292 190 282 176 238Z';

/** A faceless portrait for FE and MA looks; a geometric logo for agencies. */
export function avatarSvg(look: Look, variant: number, r: Random): string {
  const [from, to] = BACKDROPS[variant % BACKDROPS.length]!;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs>${linear('bg', [from!, to!])}</defs>
  <rect width="512" height="512" fill="url(#bg)"/>`;
  if (look === 'agency') return `${open}${logo(variant, r)}</svg>`;
  const tone = (variant * 5 + Math.floor(r.next() * 3)) % SKINS.length;
  const skin = SKINS[tone]!;
  // Brown hair would vanish on the darker skins.
  const hair = r.of(tone >= 3 ? DARK_HAIRS : HAIRS);
  const clothes = r.of(CLOTHES);
  const style = variant % 4;
  let back = '';
  let front = `<path d="${CAP}" fill="${hair}"/>`;
  let extra = '';
  if (look === 'FE') {
    if (style === 0) back = `<path d="${LONG}" fill="${hair}"/>`;
    else if (style === 1) back = `<path d="${BOB}" fill="${hair}"/>`;
    else if (style === 2) back = `<circle cx="256" cy="104" r="44" fill="${hair}"/>`;
    else
      front = Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (1.05 + (i / 10) * 0.9);
        return `<circle cx="${n(256 + 92 * Math.cos(a))}" cy="${n(214 + 100 * Math.sin(a))}" r="34" fill="${hair}"/>`;
      }).join('');
  } else {
    if (style === 1) front = `<path d="${SIDE_PART}" fill="${hair}"/>`;
    else if (style === 2) front = `<path d="${CAP}" fill="${hair}" opacity="0.55"/>`;
    else if (style === 3)
      front = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (1.12 + (i / 8) * 0.76);
        return `<circle cx="${n(256 + 80 * Math.cos(a))}" cy="${n(206 + 90 * Math.sin(a))}" r="24" fill="${hair}"/>`;
      }).join('');
    if (r.next() < 0.45) extra += `<path d="${BEARD}" fill="${hair}"/>`;
  }
  if (r.next() < 0.3)
    extra += `<g fill="none" stroke="#1f1f1f" stroke-width="6"><circle cx="222" cy="228" r="24"/><circle cx="290" cy="228" r="24"/>
    <path d="M246 226q10-8 20 0"/></g>`;
  const neckline = r.next() < 0.5 ? `<path d="M222 352L256 396L290 352Z" fill="${skin}"/>` : '';
  return `${open}${back}
  <path d="M84 512C84 410 160 352 256 352C352 352 428 410 428 512Z" fill="${clothes}"/>${neckline}
  <rect x="226" y="286" width="60" height="72" rx="20" fill="${skin}"/>
  <ellipse cx="176" cy="232" rx="14" ry="22" fill="${skin}"/><ellipse cx="336" cy="232" rx="14" ry="22" fill="${skin}"/>
  <ellipse cx="256" cy="222" rx="80" ry="96" fill="${skin}"/>${front}${extra}</svg>`;
}

function logo(variant: number, r: Random): string {
  const ink = r.of(['#1d3557', '#2b2d42', '#3d405b', '#14213d', '#6d2e46']);
  const accent = r.of(['#e63946', '#f4a261', '#2a9d8f', '#ffb703', '#8338ec']);
  switch (variant % 5) {
    case 0:
      return `<circle cx="256" cy="256" r="150" fill="none" stroke="${ink}" stroke-width="36"/><circle cx="256" cy="256" r="54" fill="${accent}"/>`;
    case 1:
      return `<circle cx="210" cy="256" r="110" fill="${ink}"/><circle cx="302" cy="256" r="110" fill="${accent}" opacity="0.85"/>`;
    case 2:
      return `<polygon points="256,96 416,384 96,384" fill="${ink}"/><circle cx="256" cy="300" r="48" fill="${accent}"/>`;
    case 3:
      return `<rect x="146" y="146" width="220" height="220" rx="40" fill="${ink}" transform="rotate(45 256 256)"/><rect x="216" y="216" width="80" height="80" rx="16" fill="${accent}" transform="rotate(45 256 256)"/>`;
    default:
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${116 + i * 100}" y="${156 + i * 40}" width="72" height="${240 - i * 40}" rx="14" fill="${i === 1 ? accent : ink}"/>`,
        )
        .join('');
  }
}
