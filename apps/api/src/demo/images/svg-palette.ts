import { hashOf } from './svg-text.ts';

/** The packaging shapes the renderer draws. */
export type ShapeKind =
  | 'can'
  | 'beer-bottle'
  | 'bordeaux'
  | 'burgundy'
  | 'flute'
  | 'champagne'
  | 'whisky'
  | 'bourbon'
  | 'vodka'
  | 'tequila'
  | 'gin'
  | 'rum'
  | 'decanter'
  | 'liqueur'
  | 'aperitif'
  | 'box';

export type LabelStyle = 'classic' | 'bold' | 'dark' | 'minimal';

/** Colours and shape of one product's packaging. */
export interface Look {
  shape: ShapeKind;
  /** Glass colour; `clear` glass shows the liquid. */
  glass: string;
  clear: boolean;
  liquid: string;
  closure: string;
  paper: string;
  ink: string;
  accent: string;
  labelStyle: LabelStyle;
  /** Soft background: centre and edge. */
  bg: [string, string];
}

export interface LookInput {
  route: string;
  name: string;
  category: string;
  subCategory: string | null;
  size: string;
  premium: boolean;
}

/** Theme colours per top-level category: [main, light background]. */
export const CATEGORY_COLOURS: Record<string, [string, string]> = {
  beer: ['#c8871a', '#fbf1dc'],
  wine: ['#7a1f2b', '#f7e9ea'],
  spirits: ['#2f6b5e', '#e6f2ee'],
  champagne: ['#b08d3c', '#f8f1e0'],
  premium: ['#1f1f24', '#efe9dc'],
  promotion: ['#c0392b', '#fdecea'],
  vodka: ['#3d6e9e', '#e9f1f8'],
  tequila: ['#6f8f3a', '#f0f5e4'],
  'whiskey-and-bourbon': ['#8a4b16', '#f7ebdd'],
  rum: ['#6b3518', '#f6e8de'],
  'brandy-and-cognac': ['#8e3b12', '#f8e9df'],
  others: ['#5b4a6b', '#efeaf4'],
};

const CAN_COLOURS = ['#1f4e8c', '#c8102e', '#0f6b4f', '#e0a100', '#2a2a2a', '#d35400', '#6c3483', '#117a8b'];
const LABEL_ACCENTS = ['#7a1f2b', '#1f3b5a', '#2d5a3d', '#8a6d1f', '#4a2c5a', '#8e3b12'];

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

function liqueurColour(name: string): string {
  if (/coffee|espresso/i.test(name)) return '#2b160b';
  if (/cream|pistachio/i.test(name)) return '#e6d3b3';
  if (/limoncello|lemon/i.test(name)) return '#f3e04a';
  if (/raspberry|cassis|cherry|blackcurrant/i.test(name)) return '#8e1237';
  if (/elderflower|sambuca|triple sec/i.test(name)) return '#f2f0e4';
  return '#b8641c';
}

function spiritLiquid(name: string, base: string): string {
  if (/blanco|plata|silver|white|overproof|joven|cristalino/i.test(name)) return '#f4f1e6';
  if (/añejo|anejo|extra|dark|black|navy|21|25|30|40/i.test(name)) return '#8a3f10';
  return base;
}

/** Chooses a believable package and colours for a product, stable for its route. */
export function lookFor(p: LookInput): Look {
  const h = hashOf(p.route);
  const sub = p.subCategory ?? p.category;
  const [main, light] = CATEGORY_COLOURS[p.category] ?? ['#444', '#f2f2f2'];
  const accent = pick(LABEL_ACCENTS, h >> 3);
  const base: Look = {
    shape: 'bordeaux',
    glass: '#1d2b20',
    clear: false,
    liquid: '#3a0b12',
    closure: main,
    paper: '#f6f0e1',
    ink: '#2a2320',
    accent,
    labelStyle: p.premium ? 'dark' : 'classic',
    bg: ['#ffffff', light],
  };
  const pack = /\d+ x /.test(p.size);
  if (p.category === 'beer') {
    const canColour = sub === 'stout' ? '#1c1a19' : pick(CAN_COLOURS, h);
    const bottle = !pack && (p.size === '500 ml' || h % 3 === 0);
    return {
      ...base,
      shape: pack ? 'box' : bottle ? 'beer-bottle' : 'can',
      glass: h % 2 ? '#4a2a0c' : '#23451f',
      liquid: '#d08a1a',
      closure: '#c9a44c',
      paper: bottle ? '#f3ead2' : canColour,
      ink: bottle ? '#2a2320' : '#ffffff',
      accent: canColour,
      labelStyle: bottle ? 'bold' : 'minimal',
    };
  }
  switch (sub) {
    case 'red-wine':
      return {
        ...base,
        shape: h % 3 === 0 ? 'burgundy' : 'bordeaux',
        closure: pick(['#6d1027', '#1c1c1c', '#8a6d1f'], h),
      };
    case 'white-wine':
      return {
        ...base,
        shape: h % 2 ? 'burgundy' : 'bordeaux',
        glass: '#8fae6a',
        clear: true,
        liquid: '#e9d47a',
        closure: pick(['#c9a44c', '#e8e2d0', '#2d5a3d'], h),
      };
    case 'rose-wine':
      return {
        ...base,
        shape: 'flute',
        glass: '#f5e6e6',
        clear: true,
        liquid: '#f2a69a',
        closure: pick(['#e8b4b8', '#d8d8d8', '#c9a44c'], h),
        labelStyle: 'minimal',
        paper: '#ffffff',
      };
    case 'sparkling-wine':
      return {
        ...base,
        shape: 'champagne',
        glass: '#2b4a2a',
        closure: pick(['#d8d8d8', '#c9a44c', '#1f4e8c'], h),
        labelStyle: 'minimal',
        paper: '#fbf8f0',
      };
    case 'champagne':
      return {
        ...base,
        shape: 'champagne',
        glass: '#17281c',
        closure: /ros/i.test(p.name) ? '#d98c9a' : p.premium ? '#1c1c1c' : '#c9a44c',
        paper: p.premium ? '#1b1b1b' : '#f4ecd8',
      };
    case 'gin':
      return {
        ...base,
        shape: 'gin',
        glass: pick(['#cfe6e0', '#d8e4f2', '#ece4f2'], h),
        clear: true,
        liquid: /pink|rose|sloe/i.test(p.name) ? '#f1b3c0' : '#f1f6f5',
        closure: pick(['#2f6b5e', '#1c1c1c', '#8a6d1f'], h),
        labelStyle: 'bold',
        paper: '#2f6b5e',
        ink: '#ffffff',
      };
    case 'liqueur':
      return {
        ...base,
        shape: 'liqueur',
        glass: '#e9e4dc',
        clear: true,
        liquid: liqueurColour(p.name),
        closure: '#7a1f2b',
      };
    case 'aperitif':
      return {
        ...base,
        shape: 'aperitif',
        glass: '#e8ecea',
        clear: true,
        liquid: /bianco|dry/i.test(p.name) ? '#f0e6c0' : '#c8102e',
        closure: '#1c1c1c',
        labelStyle: 'bold',
        paper: '#f4ead6',
      };
    case 'vodka':
      return {
        ...base,
        shape: 'vodka',
        glass: '#eef4f8',
        clear: true,
        liquid: /cranberry|cherry/i.test(p.name) ? '#d64a5a' : '#f6fafc',
        closure: pick(['#b7c3cc', '#1f3b5a', '#c8102e'], h),
        labelStyle: p.premium ? 'dark' : 'minimal',
        paper: '#ffffff',
        accent: pick(['#1f3b5a', '#c8102e', '#3d6e9e'], h),
      };
    case 'tequila':
      return {
        ...base,
        shape: 'tequila',
        glass: '#f1f4ee',
        clear: true,
        liquid: spiritLiquid(p.name, '#e3b25a'),
        closure: '#a77a4a',
        labelStyle: p.premium ? 'dark' : 'bold',
        paper: pick(['#6f8f3a', '#1f3b5a', '#8e3b12'], h),
        ink: '#ffffff',
      };
    case 'scotch-whisky':
    case 'irish-whiskey':
    case 'japanese-whisky':
      return {
        ...base,
        shape: 'whisky',
        glass: '#f3efe6',
        clear: true,
        liquid: spiritLiquid(p.name, '#c27a2c'),
        closure: pick(['#3b2314', '#1c1c1c', '#6b4a2a'], h),
      };
    case 'bourbon':
      return {
        ...base,
        shape: 'bourbon',
        glass: '#f3efe6',
        clear: true,
        liquid: '#a2561c',
        closure: pick(['#8e1212', '#1c1c1c', '#1f3b5a'], h),
        labelStyle: p.premium ? 'dark' : 'classic',
        paper: '#efe3c8',
      };
    case 'rum':
      return {
        ...base,
        shape: 'rum',
        glass: h % 2 ? '#f1ede6' : '#2a1a10',
        clear: h % 2 === 1,
        liquid: spiritLiquid(p.name, '#7a3a12'),
        closure: '#1c1c1c',
        labelStyle: p.premium ? 'dark' : 'bold',
        paper: pick(['#8e3b12', '#1f3b5a', '#f0e2c0'], h),
        ink: pick(['#ffffff', '#ffffff', '#2a2320'], h),
      };
    case 'brandy-and-cognac':
      return {
        ...base,
        shape: 'decanter',
        glass: '#f3efe6',
        clear: true,
        liquid: '#9a4a12',
        closure: p.premium ? '#c9a44c' : '#3b2314',
      };
    default:
      return base;
  }
}
