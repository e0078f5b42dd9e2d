/**
 * Placeholder images for the demo catalogue, generated locally as SVG (no internet at run time): the part name on
 * its category's colour, two variants per part, and one card per shop. Written to `DATA_DIR/uploads/seed/` and
 * served at `/uploads/seed/...`. They stay SVG, without resized WebP variants (a vector is small and sharp at any
 * width; ADR 0013), and are cached for a day rather than for good, since a new version may redraw one in place.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { categoryColours, markets, partSpecs, shops } from './catalogue.js';
import { slugify } from './prng.js';

const SEED_IMAGE_PREFIX = '/uploads/seed';

export const partImageUrl = (partName: string, variant: 1 | 2 = 1) =>
  `${SEED_IMAGE_PREFIX}/${slugify(partName)}${variant === 2 ? '-2' : ''}.svg`;
export const shopImageUrl = (shopName: string) => `${SEED_IMAGE_PREFIX}/shops/${slugify(shopName)}.svg`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Splits a title into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines - 1), `${lines.slice(maxLines - 1).join(' ')}`]
    : lines;
}

/** A simple line drawing per category, centred on (0, 0), about 200 px wide. */
function icon(category: string): string {
  const line = (width = 10) =>
    `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  const stroke = line();
  switch (category) {
    case 'Brakes':
      return `<circle r="95" ${stroke}/><circle r="30" ${stroke}/>${[0, 72, 144, 216, 288]
        .map((a) => `<circle r="8" fill="#fff" transform="rotate(${a}) translate(60 0)"/>`)
        .join('')}<path d="M-60 -110 A125 125 0 0 1 60 -110" ${line(22)}/>`;
    case 'Tyres & Wheels':
      return `<circle r="100" ${line(26)}/><circle r="55" ${stroke}/>${[0, 60, 120, 180, 240, 300]
        .map((a) => `<line x1="0" y1="0" x2="55" y2="0" transform="rotate(${a})" ${line(6)}/>`)
        .join('')}`;
    case 'Electrical':
      return `<rect x="-100" y="-60" width="200" height="130" rx="12" ${stroke}/><rect x="-75" y="-85" width="35" height="25" ${stroke}/><rect x="40" y="-85" width="35" height="25" ${stroke}/><path d="M10 -40 L-25 10 H5 L-10 50 L30 -5 H0 Z" fill="#fff"/>`;
    case 'Filters':
      return `<ellipse cx="0" cy="-70" rx="80" ry="22" ${stroke}/><path d="M-80 -70 V70 A80 22 0 0 0 80 70 V-70" ${stroke}/>${[
        -40, -10, 20, 50,
      ]
        .map((y) => `<line x1="-80" y1="${y}" x2="80" y2="${y}" ${line(4)}/>`)
        .join('')}`;
    case 'Cooling':
      return `<rect x="-110" y="-80" width="220" height="160" rx="8" ${stroke}/>${[-70, -35, 0, 35, 70]
        .map((x) => `<line x1="${x}" y1="-70" x2="${x}" y2="70" ${line(5)}/>`)
        .join('')}`;
    case 'Lighting':
      return `<path d="M-55 20 A80 80 0 1 1 55 20 L40 60 H-40 Z" ${stroke}/><line x1="-35" y1="80" x2="35" y2="80" ${stroke}/><line x1="-25" y1="100" x2="25" y2="100" ${stroke}/>`;
    case 'Oils & Fluids':
      return `<path d="M-60 -40 H40 L80 0 V90 H-60 Z" ${stroke}/><path d="M-30 -40 V-75 H10 V-40" ${stroke}/><path d="M0 10 C-20 35 -20 55 0 60 C20 55 20 35 0 10 Z" fill="#fff"/>`;
    default: {
      const teeth = Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="-14" y="-112" width="28" height="34" rx="4" fill="#fff" transform="rotate(${i * 45})"/>`,
      ).join('');
      return `${teeth}<circle r="80" ${line(16)}/><circle r="30" ${stroke}/>`;
    }
  }
}

export function partSvg(partName: string, category: string, variant: 1 | 2): string {
  const colour = categoryColours[category] ?? '#334155';
  const lines = wrap(partName, 22, 3);
  const title = lines
    .map((line, i) => `<tspan x="400" dy="${i === 0 ? 0 : 52}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = escapeXml(`${partName} (${category})`);
  if (variant === 2) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${label}">
<rect width="800" height="600" fill="#f8fafc"/><rect x="16" y="16" width="768" height="568" rx="24" fill="none" stroke="${colour}" stroke-width="12"/>
<g transform="translate(210 300) scale(0.9)"><circle r="150" fill="${colour}"/>${icon(category)}</g>
<text x="560" y="250" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#0f172a">${wrap(
      partName,
      16,
      4,
    )
      .map((line, i) => `<tspan x="560" dy="${i === 0 ? 0 : 42}">${escapeXml(line)}</tspan>`)
      .join('')}</text>
<text x="560" y="470" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="24" fill="${colour}">${escapeXml(category)}</text>
<text x="760" y="560" text-anchor="end" font-family="Public Sans, Arial, sans-serif" font-size="18" fill="#64748b">Abossey · demo image</text>
</svg>\n`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<g transform="translate(400 200)">${icon(category)}</g>
<text x="400" y="${400 - (lines.length - 1) * 14}" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${title}</text>
<text x="400" y="560" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="24" fill="#e2e8f0" letter-spacing="2">${escapeXml(category.toUpperCase())}</text>
</svg>\n`;
}

export function shopSvg(name: string, market: string, city: string): string {
  const lines = wrap(name, 24, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${escapeXml(name)}">
<rect width="800" height="450" fill="#0f766e"/><rect y="300" width="800" height="150" fill="#115e59"/>
<g fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"><path d="M250 120 H550 L580 170 H220 Z"/><rect x="240" y="170" width="320" height="110"/><rect x="370" y="205" width="60" height="75"/></g>
<text x="400" y="${350 - (lines.length - 1) * 20}" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${lines
    .map((line, i) => `<tspan x="400" dy="${i === 0 ? 0 : 44}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
<text x="400" y="425" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="22" fill="#ccfbf1">${escapeXml(`${market}, ${city}`)}</text>
</svg>\n`;
}

/**
 * Writes every demo image under `uploadsDir/seed` that is missing or differs from what this version draws.
 * Cheap enough (about 160 small files) to run on every start.
 */
export async function writeSeedImages(uploadsDir: string): Promise<void> {
  const dir = join(uploadsDir, 'seed');
  await mkdir(join(dir, 'shops'), { recursive: true });
  const files: [string, () => string][] = [];
  for (const part of partSpecs) {
    const slug = slugify(part.name);
    files.push([join(dir, `${slug}.svg`), () => partSvg(part.name, part.category, 1)]);
    files.push([join(dir, `${slug}-2.svg`), () => partSvg(part.name, part.category, 2)]);
  }
  for (const shop of shops) {
    files.push([
      join(dir, 'shops', `${slugify(shop.name)}.svg`),
      () => shopSvg(shop.name, shop.market, markets[shop.market].city),
    ]);
  }
  await Promise.all(
    files.map(async ([file, render]) => {
      const svg = render();
      const current = existsSync(file) ? await readFile(file, 'utf8').catch(() => '') : '';
      if (current !== svg) await writeFile(file, svg);
    }),
  );
}
