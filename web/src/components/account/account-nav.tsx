import { NavLink } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { accountNavMessages } from './messages';
import './account-nav.css';

/** The account's sections: profile, orders and keys (NavLink marks the current one with aria-current). */
export function AccountNav() {
  const t = useMessages(accountNavMessages);
  return (
    <nav className="account-nav" aria-label={t('label')}>
      <NavLink to={getHref('account')} end>
        {t('profile')}
      </NavLink>
      <NavLink to={getHref('orders')}>{t('orders')}</NavLink>
      <NavLink to={getHref('keys')}>{t('keys')}</NavLink>
    </nav>
  );
}
