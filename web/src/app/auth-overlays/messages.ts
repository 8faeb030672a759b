import { defineMessages } from '@/lib/i18n/messages';

export const overlayMessages = defineMessages({
  en: {
    loading: 'Loading...',
    stuckTitle: 'Taking longer than expected',
    stuckText: 'The page is taking longer than usual to load. This may be caused by a network or authentication problem.',
    refreshPage: 'Refresh Page',
  },
  es: {
    loading: 'Cargando...',
    stuckTitle: 'Está tardando más de lo esperado',
    stuckText: 'La página está tardando más de lo habitual en cargar. Puede deberse a un problema de red o de autenticación.',
    refreshPage: 'Actualizar página',
  },
  pt: {
    loading: 'Carregando...',
    stuckTitle: 'Está demorando mais do que o esperado',
    stuckText: 'A página está demorando mais do que o normal para carregar. Isso pode ser causado por um problema de rede ou de autenticação.',
    refreshPage: 'Atualizar página',
  },
});
