import type { Category } from '../../../domain/catalogue.ts';
import { escapeXml, wrapWords } from '../../lib/svg-text.ts';

/** A book-cover-like SVG for a demo listing: category colour, wrapped title, category label and icon. */

const COVER_WIDTH = 600;
const COVER_HEIGHT = 800;

type IconKind =
  | 'book'
  | 'notes'
  | 'paper'
  | 'pencil'
  | 'chip'
  | 'flask'
  | 'calculator'
  | 'compass'
  | 'bag'
  | 'table'
  | 'disc'
  | 'lamp'
  | 'box'
  | 'chair'
  | 'tablet'
  | 'star';

// Dark enough that white text stays readable on every one.
const CATEGORY_STYLES: Record<Category, { background: string; icon: IconKind }> = {
  Textbooks: { background: '#1e3a8a', icon: 'book' },
  'Second-hand Books': { background: '#7c2d12', icon: 'book' },
  'Reference Books': { background: '#134e4a', icon: 'book' },
  'Course Notes': { background: '#4c1d95', icon: 'notes' },
  'Handwritten Notes': { background: '#9d174d', icon: 'notes' },
  'Previous Year Papers': { background: '#991b1b', icon: 'paper' },
  'Study Materials': { background: '#1e40af', icon: 'notes' },
  Stationery: { background: '#a16207', icon: 'pencil' },
  'Study Electronics': { background: '#0f766e', icon: 'chip' },
  'Lab Equipment': { background: '#166534', icon: 'flask' },
  Calculators: { background: '#374151', icon: 'calculator' },
  'Drawing Instruments': { background: '#3730a3', icon: 'compass' },
  'Backpacks & Bags': { background: '#9a3412', icon: 'bag' },
  'Study Tables': { background: '#78350f', icon: 'table' },
  'Educational Software': { background: '#6b21a8', icon: 'disc' },
  'Study Lamps': { background: '#b45309', icon: 'lamp' },
  'Project Supplies': { background: '#065f46', icon: 'box' },
  'Classroom Furniture': { background: '#57534e', icon: 'chair' },
  'Educational Tablets': { background: '#0e7490', icon: 'tablet' },
  'Other Study Materials': { background: '#be123c', icon: 'star' },
};

const PAGE = 'M25 10 H62 L78 26 V90 H25 Z M62 10 V26 H78';

// Line drawings in a 100×100 box, stroked in white by the caller.
const ICONS: Record<IconKind, string> = {
  book: '<rect x="22" y="10" width="56" height="80" rx="4"/><path d="M32 10 V90 M42 30 H68 M42 42 H68"/>',
  notes: `<path d="${PAGE} M35 45 H68 M35 57 H68 M35 69 H58"/>`,
  paper: `<path d="${PAGE} M36 58 L46 68 L66 44"/>`,
  pencil: '<path d="M30 80 L72 38 L82 48 L40 90 Z M30 80 L24 96 L40 90 M64 46 L74 56"/>',
  chip: '<rect x="28" y="28" width="44" height="44" rx="4"/><path d="M40 28 V14 M60 28 V14 M40 72 V86 M60 72 V86 M28 40 H14 M28 60 H14 M72 40 H86 M72 60 H86"/>',
  flask: '<path d="M40 12 H60 M45 12 V38 L24 82 Q22 88 28 88 H72 Q78 88 76 82 L55 38 V12 M32 68 H68"/>',
  calculator:
    '<rect x="25" y="8" width="50" height="84" rx="6"/><rect x="33" y="16" width="34" height="18" rx="2"/><path d="M37 48 H39 M49 48 H51 M61 48 H63 M37 62 H39 M49 62 H51 M61 62 H63 M37 76 H39 M49 76 H51 M61 76 H63"/>',
  compass: '<circle cx="50" cy="14" r="5"/><path d="M47 19 L30 88 M53 19 L70 88 M36 64 Q50 72 64 64"/>',
  bag: '<rect x="22" y="30" width="56" height="60" rx="10"/><path d="M38 30 V24 A12 12 0 0 1 62 24 V30"/><rect x="34" y="56" width="32" height="18" rx="4"/>',
  table: '<path d="M10 40 H90 M20 40 V86 M80 40 V86 M20 60 H80 M36 40 V30 H64 V40"/>',
  disc: '<circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="10"/><path d="M50 22 A28 28 0 0 1 78 50"/>',
  lamp: '<path d="M28 90 H72 M50 90 L36 58 L58 30 M46 22 L76 22 L68 42 Z"/>',
  box: '<path d="M50 12 L85 30 V72 L50 90 L15 72 V30 Z M15 30 L50 48 L85 30 M50 48 V90"/>',
  chair: '<path d="M32 12 V90 M32 56 H72 V90 M32 12 H44 V56"/>',
  tablet: '<rect x="22" y="8" width="56" height="84" rx="8"/><path d="M34 30 H66 M34 42 H58 M46 80 H54"/>',
  star: '<path d="M50 10 L61 38 L90 40 L67 58 L75 88 L50 71 L25 88 L33 58 L10 40 L39 38 Z"/>',
};

const FONT = "'DejaVu Sans', sans-serif";
const SPINE_WIDTH = 28;
const TEXT_LEFT = SPINE_WIDTH + 44;
const TEXT_WIDTH = COVER_WIDTH - TEXT_LEFT - 48;
// librsvg cannot wrap text. DejaVu Sans Bold averages about 0.65 em per lowercase letter; a slightly wider
// estimate keeps even m-heavy lines inside the cover.
const BOLD_CHARACTER_WIDTH = 0.68;
const TITLE_SIZES = [52, 44, 36, 30];
const MAX_TITLE_LINES = 6;

/** The SVG text of a cover for one listing. */
export function buildCoverSvg(title: string, category: Category): string {
  const { background, icon } = CATEGORY_STYLES[category];
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.2);
  const titleText = lines
    .map(
      (line, index) => `<tspan x="${TEXT_LEFT}" y="${210 + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<rect width="100%" height="100%" fill="${background}"/>
<circle cx="${COVER_WIDTH}" cy="${COVER_HEIGHT}" r="330" fill="#ffffff" fill-opacity="0.08"/>
<rect width="${SPINE_WIDTH}" height="100%" fill="#000000" fill-opacity="0.25"/>
<text x="${TEXT_LEFT}" y="104" font-family="${FONT}" font-size="22" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(category.toUpperCase())}</text>
<rect x="${TEXT_LEFT}" y="124" width="96" height="5" fill="#ffffff" fill-opacity="0.85"/>
<text font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#ffffff">${titleText}</text>
<g transform="translate(${TEXT_LEFT} 556) scale(1.8)" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${ICONS[icon]}</g>
<text x="${COVER_WIDTH - 48}" y="${COVER_HEIGHT - 48}" text-anchor="end" font-family="${FONT}" font-weight="bold" font-size="24" fill="#ffffff" fill-opacity="0.7">PassItOn</text>
</svg>`;
}

/** The largest title size at which every word fits a line and the lines fit the cover. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const words = title.split(/\s+/);
  const longestWord = Math.max(...words.map((word) => word.length));
  const attempts = TITLE_SIZES.map((size) => {
    const charactersPerLine = Math.floor(TEXT_WIDTH / (size * BOLD_CHARACTER_WIDTH));
    return { size, charactersPerLine, lines: wrapWords(words, charactersPerLine) };
  });
  const fitting = attempts.find(
    (attempt) => attempt.charactersPerLine >= longestWord && attempt.lines.length <= MAX_TITLE_LINES,
  );
  const chosen = fitting ?? (attempts[attempts.length - 1] as (typeof attempts)[number]);
  return { size: chosen.size, lines: chosen.lines.slice(0, MAX_TITLE_LINES) };
}
