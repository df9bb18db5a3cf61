/**
 * The hero maps, app/public/art/<name>.svg, and the box of the earth each one draws: longitudes west to east
 * across its 440 units, latitudes north to south down its 360, equirectangular at 42° N, the latitude of the
 * two countries (so each drawing keeps their shape). The home page's map frames Uzbekistan and Kyrgyzstan
 * with a margin; /about's shows them among their neighbours, the Caspian to western China (decision 494).
 * Content places the data centres by degrees, and the page puts each on every map by the same box.
 */
export const HERO_MAPS = {
  map: { west: 54.8, east: 81.6, south: 33.3, north: 49.6 },
  "region-map": { west: 47, east: 89, south: 29.75, north: 55.25 },
} as const;

export type HeroMapName = keyof typeof HERO_MAPS;
export type HeroMapBox = (typeof HERO_MAPS)[HeroMapName];

export function isHeroMap(art: string): art is HeroMapName {
  return Object.hasOwn(HERO_MAPS, art);
}

/** The part of the earth every map shows: a data centre inside it has its place on each of them. */
export const ON_EVERY_MAP = {
  west: Math.max(...Object.values(HERO_MAPS).map((box) => box.west)),
  east: Math.min(...Object.values(HERO_MAPS).map((box) => box.east)),
  south: Math.max(...Object.values(HERO_MAPS).map((box) => box.south)),
  north: Math.min(...Object.values(HERO_MAPS).map((box) => box.north)),
};
