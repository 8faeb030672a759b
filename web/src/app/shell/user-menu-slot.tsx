import { Link } from 'react-router-dom';
import { buttonVariants } from '../../components/ui/button';
import { getHref } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n/use-messages';
import { shellMessages } from './messages';

/**
 * SLOT for the user menu. The sign-in issue puts the signed-in menu here (name, email, Account or Admin Dashboard,
 * Sign Out); until then every visitor is anonymous and sees the Sign In button.
 */
export function UserMenuSlot({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useMessages(shellMessages);
  return (
    <Link to={getHref('auth')} className={cn(buttonVariants.secondary, 'sign-in-button', className)} onClick={onNavigate}>
      {t('signIn')}
    </Link>
  );
}
