import { defineMessages } from '@/lib/i18n/messages';

export const contentMessages = defineMessages({
  en: {
    documentTitle: '{title} | NeonKeys',
    lastUpdated: 'Last updated {date}',
    onThisPage: 'On this page',
    moreHelp: 'Still need help?',
    contactSupport: 'Contact support',
  },
  es: {
    documentTitle: '{title} | NeonKeys',
    lastUpdated: 'Última actualización: {date}',
    onThisPage: 'En esta página',
    moreHelp: '¿Necesitas más ayuda?',
    contactSupport: 'Contactar con soporte',
  },
  pt: {
    documentTitle: '{title} | NeonKeys',
    lastUpdated: 'Última atualização: {date}',
    onThisPage: 'Nesta página',
    moreHelp: 'Ainda precisa de ajuda?',
    contactSupport: 'Falar com o suporte',
  },
});
