import type { Country } from './country';
import type { Language } from './language';
import type { Platform } from './platform';
import type { Region } from './region';

export interface ReferenceData {
  platforms: Platform[];
  regions: Region[];
  countries: Country[];
  languages: Language[];
}
