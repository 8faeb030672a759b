import { defineMessages } from '@/lib/i18n/messages';

export const notFoundMessages = defineMessages({
  en: { pageTitle: 'Page not found | NeonKeys', heading: 'Oops! Page not found', home: 'Return to Home' },
  es: { pageTitle: 'Página no encontrada | NeonKeys', heading: '¡Vaya! Página no encontrada', home: 'Volver al inicio' },
  pt: { pageTitle: 'Página não encontrada | NeonKeys', heading: 'Ops! Página não encontrada', home: 'Voltar ao início' },
});
