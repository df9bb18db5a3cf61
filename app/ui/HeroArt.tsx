import { useSite } from "../lib/use-site.ts";
import { badge } from "./badge.css.ts";
import * as styles from "./hero-art.css.ts";
import { HERO_MAPS, isHeroMap, type HeroMapName } from "#model/hero-maps.ts";
import { mapPosition } from "./hero-map.ts";
import { Text } from "./Text.tsx";

/** Every illustration is drawn on this canvas, so the image box is known before the file arrives (CLS 0). */
const WIDTH = 440;
const HEIGHT = 360;
/**
 * Phones hide the art (below 64rem the text takes the width), and a lazy image that is not displayed is
 * never fetched; on a wide screen it is in view at once and loads with the page. The text, not the art,
 * is the page's largest paint, so only a content picture in a hero is fetched first.
 */
const ART_LOADING = { loading: "lazy", decoding: "async" } as const;

/**
 * A hero's illustration, app/public/art/<art>.svg. Decorative ones are hidden from assistive tech; a
 * map carries information (where the data centres are), so it has a description and labels from content.
 */
export function HeroArt({ art }: { art: string }) {
  if (isHeroMap(art)) return <HeroMap art={art} />;
  return (
    <img
      className={styles.art}
      src={`/art/${art}.svg`}
      width={WIDTH}
      height={HEIGHT}
      alt=""
      aria-hidden="true"
      data-art={art}
      {...ART_LOADING}
    />
  );
}

/** A map with the data centres of site.yaml on it, each labelled with its city and status in the page's language. */
function HeroMap({ art }: { art: HeroMapName }) {
  const { dataCentres } = useSite();
  const byLatitude = dataCentres.sites.map((site) => site.lat).sort((a, b) => b - a);
  const north = byLatitude[Math.floor((byLatitude.length - 1) / 2)] ?? 0;
  return (
    <figure className={styles.map} data-art={art}>
      <img className={styles.mapImage} src={`/art/${art}.svg`} width={WIDTH} height={HEIGHT} alt={dataCentres.mapAlt} {...ART_LOADING} />
      <ul className={styles.sites}>
        {dataCentres.sites.map((site) => (
          <li key={site.id} className={styles.site} style={mapPosition(HERO_MAPS[art], site.lat, site.lon)} data-status={site.status}>
            <span className={styles.marker[site.status]} aria-hidden="true" />
            <span className={styles.label[byLatitude.length > 1 && site.lat >= north ? "above" : "below"]}>
              <Text as="span" className={styles.siteName} text={site.city} />
              <Text
                as="span"
                className={badge({ tone: site.status === "running" ? "success" : "warning" })}
                text={dataCentres.statusLabels[site.status]}
              />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
