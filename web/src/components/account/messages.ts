import { defineMessages } from '@/lib/i18n/messages';

export const accountNavMessages = defineMessages({
  en: { label: 'Your account', profile: 'Profile', orders: 'Orders', keys: 'Keys' },
  es: { label: 'Tu cuenta', profile: 'Perfil', orders: 'Pedidos', keys: 'Claves' },
  pt: { label: 'Sua conta', profile: 'Perfil', orders: 'Pedidos', keys: 'Chaves' },
});
