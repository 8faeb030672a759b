import { defineMessages } from '../i18n/messages';

/** Texts of the signed-in user menu and the session actions it shares with the account page (never in the initial bundle). */
export const sessionMessages = defineMessages({
  en: {
    account: 'Account',
    adminDashboard: 'Admin Dashboard',
    signOut: 'Sign Out',
    signedOutTitle: 'Signed out',
    signedOutText: 'You have been successfully signed out.',
    signOutFailed: 'Sign out failed',
  },
  es: {
    account: 'Cuenta',
    adminDashboard: 'Panel de administración',
    signOut: 'Cerrar sesión',
    signedOutTitle: 'Sesión cerrada',
    signedOutText: 'Has cerrado sesión correctamente.',
    signOutFailed: 'No se pudo cerrar la sesión',
  },
  pt: {
    account: 'Conta',
    adminDashboard: 'Painel de administração',
    signOut: 'Sair',
    signedOutTitle: 'Sessão encerrada',
    signedOutText: 'Você saiu da sua conta com sucesso.',
    signOutFailed: 'Falha ao sair',
  },
});
