import { defineMessages } from '../lib/i18n/messages';

export const componentMessages = defineMessages({
  en: {
    chargedInUsd: 'Charged in USD',
    chargedUsd: 'charged {amount} USD',
    approximatePrice: 'approximately',
    close: 'Close',
    dismiss: 'Dismiss',
    errorTitle: 'Something went wrong',
    errorText: 'An error occurred while loading this component',
    reloadPage: 'Reload Page',
  },
  es: {
    chargedInUsd: 'Se cobra en USD',
    chargedUsd: 'se cobran {amount} USD',
    approximatePrice: 'aproximadamente',
    close: 'Cerrar',
    dismiss: 'Descartar',
    errorTitle: 'Algo salió mal',
    errorText: 'Se produjo un error al cargar este componente',
    reloadPage: 'Recargar página',
  },
  pt: {
    chargedInUsd: 'Cobrado em USD',
    chargedUsd: 'cobrado {amount} USD',
    approximatePrice: 'aproximadamente',
    close: 'Fechar',
    dismiss: 'Dispensar',
    errorTitle: 'Algo deu errado',
    errorText: 'Ocorreu um erro ao carregar este componente',
    reloadPage: 'Recarregar página',
  },
});
