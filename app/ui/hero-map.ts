/**
 * Where a place falls on the hero map (app/public/art/map.svg), in percent of its width and height. The
 * drawing projects 55.5–80.5° E and 33.5–48.5° N onto 440 × 360 units, equirectangular with 17.6 units a degree
 * of longitude and 24 of latitude (their ratio is the cosine of 43° N, the latitude of the two countries), so a data centre
 * placed here sits on its city of the drawing.
 */
export function mapPosition(lat: number, lon: number): { left: string; top: string } {
  const x = (lon - 55.5) * 17.6;
  const y = (48.5 - lat) * 24;
  return { left: `${((x / 440) * 100).toFixed(2)}%`, top: `${((y / 360) * 100).toFixed(2)}%` };
}
