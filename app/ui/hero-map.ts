import type { HeroMapBox } from "#model/hero-maps.ts";

/**
 * Where a place falls on a hero map, in percent of the drawing's width and height: the drawing spans its
 * box (model/hero-maps.ts) linearly in longitude and latitude, so a data centre placed here sits on its
 * city of the drawing.
 */
export function mapPosition(box: HeroMapBox, lat: number, lon: number): { left: string; top: string } {
  const left = ((lon - box.west) / (box.east - box.west)) * 100;
  const top = ((box.north - lat) / (box.north - box.south)) * 100;
  return { left: `${left.toFixed(2)}%`, top: `${top.toFixed(2)}%` };
}
