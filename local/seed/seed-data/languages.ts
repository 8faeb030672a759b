/** The storefront's languages (storefront spec §9); game variants list the same codes. */
export const languages = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
] as const;

export const allLanguageCodes = languages.map((l) => l.code);
