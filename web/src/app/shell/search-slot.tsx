import { Form } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n/use-messages';
import { shellMessages } from './messages';

/**
 * SLOT for the header search box. The search issue replaces this body with its search-as-you-type box
 * (dropdown, trending terms, keyboard navigation); the header only decides where the slot sits.
 */
export function SearchSlot({ id }: { id: string }) {
  const t = useMessages(shellMessages);
  return (
    <Form role="search" action={paths.search} className="header-search">
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input id={id} name="q" type="search" placeholder={t('searchPlaceholder')} autoComplete="off" required />
      <Button type="submit">{t('searchSubmit')}</Button>
    </Form>
  );
}
