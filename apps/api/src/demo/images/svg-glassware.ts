/** Simple glassware and still-life props for the wide blog, news and category illustrations. */

const GLASS = 'fill="#ffffff" fill-opacity="0.35" stroke="#5b4b45" stroke-opacity="0.45" stroke-width="2"';

export function wineGlass(cx: number, base: number, wine: string, s = 1): string {
  const t = (n: number) => n * s;
  return (
    `<g><ellipse cx="${cx}" cy="${base}" rx="${t(48)}" ry="${t(8)}" ${GLASS}/>` +
    `<rect x="${cx - t(3)}" y="${base - t(120)}" width="${t(6)}" height="${t(120)}" ${GLASS}/>` +
    `<path d="M${cx - t(62)} ${base - t(260)} C${cx - t(66)} ${base - t(170)} ${cx - t(30)} ${base - t(122)} ${cx} ${base - t(122)} C${cx + t(30)} ${base - t(122)} ${cx + t(66)} ${base - t(170)} ${cx + t(62)} ${base - t(260)} Z" ${GLASS}/>` +
    `<path d="M${cx - t(60)} ${base - t(200)} C${cx - t(55)} ${base - t(150)} ${cx - t(28)} ${base - t(126)} ${cx} ${base - t(126)} C${cx + t(28)} ${base - t(126)} ${cx + t(55)} ${base - t(150)} ${cx + t(60)} ${base - t(200)} Z" fill="${wine}" opacity="0.9"/>` +
    `<path d="M${cx - t(44)} ${base - t(245)} q${t(-8)} ${t(40)} ${t(4)} ${t(70)}" stroke="#fff" stroke-width="${t(5)}" fill="none" opacity="0.6" stroke-linecap="round"/></g>`
  );
}

export function flute(cx: number, base: number, wine: string, s = 1, tilt = 0): string {
  const t = (n: number) => n * s;
  const bubbles = [0.2, 0.45, 0.7, 0.35, 0.6]
    .map(
      (f, i) =>
        `<circle cx="${cx - t(10) + i * t(5)}" cy="${base - t(150) - f * t(110)}" r="${t(2.2)}" fill="#fff" opacity="0.8"/>`,
    )
    .join('');
  return (
    `<g transform="rotate(${tilt} ${cx} ${base})"><ellipse cx="${cx}" cy="${base}" rx="${t(34)}" ry="${t(6)}" ${GLASS}/>` +
    `<rect x="${cx - t(2.5)}" y="${base - t(120)}" width="${t(5)}" height="${t(120)}" ${GLASS}/>` +
    `<path d="M${cx - t(26)} ${base - t(300)} L${cx - t(20)} ${base - t(150)} Q${cx} ${base - t(116)} ${cx + t(20)} ${base - t(150)} L${cx + t(26)} ${base - t(300)} Z" ${GLASS}/>` +
    `<path d="M${cx - t(24)} ${base - t(262)} L${cx - t(20)} ${base - t(152)} Q${cx} ${base - t(120)} ${cx + t(20)} ${base - t(152)} L${cx + t(24)} ${base - t(262)} Z" fill="${wine}" opacity="0.85"/>${bubbles}</g>`
  );
}

export function tumbler(cx: number, base: number, liquid: string, s = 1): string {
  const t = (n: number) => n * s;
  const ice = [
    [-22, 92, 12],
    [6, 100, -8],
    [-6, 70, 20],
  ]
    .map(
      ([dx, dy, r]) =>
        `<rect x="${cx + t(dx ?? 0) - t(16)}" y="${base - t(dy ?? 0) - t(16)}" width="${t(32)}" height="${t(32)}" rx="${t(5)}" fill="#fff" opacity="0.55" transform="rotate(${r} ${cx + t(dx ?? 0)} ${base - t(dy ?? 0)})"/>`,
    )
    .join('');
  return (
    `<g><rect x="${cx - t(62)}" y="${base - t(150)}" width="${t(124)}" height="${t(150)}" rx="${t(8)}" ${GLASS}/>` +
    `<rect x="${cx - t(58)}" y="${base - t(88)}" width="${t(116)}" height="${t(76)}" rx="${t(4)}" fill="${liquid}" opacity="0.85"/>${ice}` +
    `<rect x="${cx - t(58)}" y="${base - t(14)}" width="${t(116)}" height="${t(12)}" fill="#fff" opacity="0.4"/></g>`
  );
}

export function cocktailGlass(cx: number, base: number, drink: string, s = 1): string {
  const t = (n: number) => n * s;
  return (
    `<g><ellipse cx="${cx}" cy="${base}" rx="${t(46)}" ry="${t(8)}" ${GLASS}/>` +
    `<rect x="${cx - t(3)}" y="${base - t(130)}" width="${t(6)}" height="${t(130)}" ${GLASS}/>` +
    `<path d="M${cx - t(95)} ${base - t(250)} L${cx} ${base - t(130)} L${cx + t(95)} ${base - t(250)} Z" ${GLASS}/>` +
    `<path d="M${cx - t(80)} ${base - t(231)} L${cx} ${base - t(134)} L${cx + t(80)} ${base - t(231)} Z" fill="${drink}" opacity="0.9"/>` +
    `<circle cx="${cx + t(70)}" cy="${base - t(250)}" r="${t(30)}" fill="#f2c230" stroke="#e0a100" stroke-width="${t(4)}"/>` +
    `<path d="M${cx + t(70)} ${base - t(280)} v${t(60)} M${cx + t(40)} ${base - t(250)} h${t(60)} M${cx + t(49)} ${base - t(271)} l${t(42)} ${t(42)} M${cx + t(91)} ${base - t(271)} l${t(-42)} ${t(42)}" stroke="#fff3c4" stroke-width="${t(3)}"/></g>`
  );
}

export function plate(cx: number, base: number, food: string, s = 1): string {
  const t = (n: number) => n * s;
  return (
    `<g><ellipse cx="${cx}" cy="${base - t(20)}" rx="${t(150)}" ry="${t(42)}" fill="#fff" stroke="#d9d2c8" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${base - t(22)}" rx="${t(108)}" ry="${t(28)}" fill="#f4efe8"/>` +
    `<ellipse cx="${cx - t(20)}" cy="${base - t(32)}" rx="${t(60)}" ry="${t(18)}" fill="${food}"/>` +
    `<ellipse cx="${cx + t(40)}" cy="${base - t(28)}" rx="${t(30)}" ry="${t(12)}" fill="#7a9a3a"/>` +
    `<circle cx="${cx + t(10)}" cy="${base - t(40)}" r="${t(8)}" fill="#c0392b"/></g>`
  );
}

/** A shop front with a striped awning and bottles in the window (news illustrations). */
export function shopFront(x: number, base: number, colour: string): string {
  const w = 420,
    h = 330,
    top = base - h;
  const stripes = Array.from(
    { length: 7 },
    (_, i) => `<path d="M${x + i * 60} ${top} h60 v52 a30 14 0 0 1 -60 0 z" fill="${i % 2 ? '#fff' : colour}"/>`,
  ).join('');
  const bottles = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${x + 56 + i * 36}" y="${base - 150 - (i % 2) * 14}" width="20" height="${70 + (i % 2) * 14}" rx="6" fill="${['#2d5a3d', '#7a1f2b', '#c8871a', '#3d6e9e', '#1f1f24'][i]}"/><rect x="${x + 62 + i * 36}" y="${base - 176 - (i % 2) * 14}" width="8" height="28" fill="${['#2d5a3d', '#7a1f2b', '#c8871a', '#3d6e9e', '#1f1f24'][i]}"/>`,
    )
    .join('');
  return (
    `<g><rect x="${x}" y="${top}" width="${w}" height="${h}" fill="#efe6da"/><rect x="${x}" y="${top - 30}" width="${w}" height="34" fill="#3a2a25"/>` +
    `<text x="${x + w / 2}" y="${top - 7}" font-family="Georgia, serif" font-size="22" fill="#f5e9d0" text-anchor="middle" letter-spacing="6">CELLAR</text>${stripes}` +
    `<rect x="${x + 36}" y="${base - 210}" width="220" height="170" fill="#cfe3ea" stroke="#3a2a25" stroke-width="6"/>${bottles}` +
    `<rect x="${x + 36}" y="${base - 80}" width="220" height="10" fill="#8a6d4a"/>` +
    `<rect x="${x + 290}" y="${base - 220}" width="96" height="220" fill="#3a2a25"/><circle cx="${x + 372}" cy="${base - 110}" r="5" fill="#c9a44c"/>` +
    `<rect x="${x - 20}" y="${base}" width="${w + 40}" height="10" fill="#b9ab9a"/></g>`
  );
}

/** Cigars on a cedar tray. */
export function cigars(cx: number, base: number): string {
  const tray = `<rect x="${cx - 220}" y="${base - 60}" width="440" height="60" rx="6" fill="#a0642e"/><rect x="${cx - 220}" y="${base - 60}" width="440" height="12" fill="#c07a3c"/>`;
  const cigar = (i: number) => {
    const y = base - 110 + i * 26;
    return (
      `<rect x="${cx - 190 + i * 10}" y="${y}" width="360" height="26" rx="13" fill="${['#6b3e1f', '#7a4826', '#5e3519'][i % 3]}"/>` +
      `<rect x="${cx + 40 + i * 10}" y="${y}" width="40" height="26" fill="#b8322a"/><rect x="${cx + 46 + i * 10}" y="${y + 9}" width="28" height="8" fill="#e0b650"/>`
    );
  };
  return `<g>${tray}${[0, 1, 2].map(cigar).join('')}</g>`;
}

/** An open box of chocolates. */
export function chocolates(cx: number, base: number): string {
  const cells = Array.from({ length: 12 }, (_, i) => {
    const x = cx - 150 + (i % 4) * 100,
      y = base - 210 + Math.floor(i / 4) * 66;
    return `<circle cx="${x}" cy="${y}" r="28" fill="${['#4a2715', '#6b3a1f', '#3a1d0f'][i % 3]}"/><path d="M${x - 14} ${y - 6} q14 -10 28 0" stroke="#d9b38c" stroke-width="3" fill="none"/>`;
  }).join('');
  return `<g><rect x="${cx - 200}" y="${base - 250}" width="400" height="250" rx="12" fill="#7a1f2b"/><rect x="${cx - 186}" y="${base - 238}" width="372" height="226" rx="8" fill="#f3e6d3"/>${cells}</g>`;
}

/** A gift box with a ribbon and bow. */
export function giftBox(cx: number, base: number, colour: string): string {
  return (
    `<g><rect x="${cx - 140}" y="${base - 220}" width="280" height="220" fill="${colour}"/><rect x="${cx - 152}" y="${base - 262}" width="304" height="52" fill="${colour}"/>` +
    `<rect x="${cx - 152}" y="${base - 262}" width="304" height="52" fill="#000" opacity="0.12"/>` +
    `<rect x="${cx - 18}" y="${base - 262}" width="36" height="262" fill="#c9a44c"/>` +
    `<path d="M${cx} ${base - 262} c-40 -60 -110 -40 -80 0 z M${cx} ${base - 262} c40 -60 110 -40 80 0 z" fill="#c9a44c"/></g>`
  );
}
