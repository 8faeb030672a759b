import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';

type ShellKey = keyof typeof shellMessages.en;

// Gift cards open a search for the card (the index holds English names); the support and legal pages
// do not exist yet, so they are the spec's placeholder links.
const giftCards: [ShellKey, string][] = [
  ['giftSteam', 'Steam Gift Card'],
  ['giftPlayStation', 'PlayStation Store'],
  ['giftXbox', 'Xbox Gift Card'],
  ['giftNintendo', 'Nintendo eShop'],
];
const support: ShellKey[] = ['helpCenter', 'contactUs', 'faq', 'refunds'];
const legal: ShellKey[] = ['privacy', 'terms', 'cookies'];

export function Footer() {
  const t = useMessages(shellMessages);
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section className="footer-about">
          <p className="brand">NeonKeys</p>
          <p className="muted">{t('footerTagline')}</p>
        </section>
        <nav aria-labelledby="footer-gift-cards">
          <h2 id="footer-gift-cards">{t('giftCards')}</h2>
          <ul>
            {giftCards.map(([key, query]) => (
              <li key={key}>
                <Link to={getHref('search', { q: query })}>{t(key)}</Link>
              </li>
            ))}
            <li>
              <Link to={getHref('category', { slug: 'platform-currency' })}>{t('giftAll')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">{t('support')}</h2>
          <ul>
            {support.map((key) => (
              <li key={key}>
                <a href="#">{t(key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <div className="container footer-bottom">
        <p className="copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('legal')}>
          <ul className="footer-legal">
            {legal.map((key) => (
              <li key={key}>
                <a href="#">{t(key)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
