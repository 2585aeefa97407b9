/**
 * Where the listing form's towns are, so a buyer's shared location becomes the nearest listed
 * town. Coordinates are town centres, to two or three decimals (a town is what matters).
 */
import { FORM_CITIES } from '@/domain/catalogue';

const CENTRES: Record<string, [latitude: number, longitude: number]> = {
  harare: [-17.829, 31.052],
  bulawayo: [-20.15, 28.583],
  mutare: [-18.97, 32.67],
  masvingo: [-20.063, 30.828],
  chitungwiza: [-18.013, 31.076],
  gweru: [-19.45, 29.817],
  kwekwe: [-18.928, 29.815],
  kadoma: [-18.333, 29.915],
  chinhoyi: [-17.367, 30.2],
  victoria_falls: [-17.932, 25.83],
  bindura: [-17.302, 31.331],
  marondera: [-18.185, 31.552],
  rusape: [-18.528, 32.128],
  chegutu: [-18.13, 30.14],
  norton: [-17.883, 30.7],
  kariba: [-16.517, 28.8],
  hwange: [-18.364, 26.498],
  beitbridge: [-22.217, 30.0],
  zvishavane: [-20.327, 30.067],
  karoi: [-16.81, 29.692],
};

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The listed town (a FORM_CITIES value) nearest to a point. */
export function nearestTown(latitude: number, longitude: number): string {
  let best = 'harare';
  let bestKm = Infinity;
  for (const city of FORM_CITIES) {
    const centre = CENTRES[city.value];
    if (!centre) continue;
    const km = distanceKm([latitude, longitude], centre);
    if (km < bestKm) {
      best = city.value;
      bestKm = km;
    }
  }
  return best;
}
