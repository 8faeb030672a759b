import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';

type ShellKey = keyof typeof shellMessages.en;

// Gift cards open a search for the card (the index holds English names); support and legal go to their pages.
const giftCards: [ShellKey, string][] = [
  ['giftSteam', 'Steam Gift Card'],
  ['giftPlayStation', 'PlayStation Store'],
  ['giftXbox', 'Xbox Gift Card'],
  ['giftNintendo', 'Nintendo eShop'],
];
const support: [ShellKey, string][] = [
  ['helpCenter', getHref('help')],
  ['contactUs', getHref('contact')],
  ['faq', `${getHref('help')}#faq`],
  ['refunds', getHref('refundPolicy')],
];
const legal: [ShellKey, string][] = [
  ['privacy', getHref('privacy')],
  ['terms', getHref('terms')],
  ['cookies', getHref('cookies')],
];

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
            {support.map(([key, href]) => (
              <li key={key}>
                <Link to={href}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <div className="container footer-bottom">
        {/* The UTC year, as the server (UTC) renders it: a visitor's local year differs around New Year and would not hydrate. */}
        <p className="copyright">{t('copyright', { year: new Date().getUTCFullYear() })}</p>
        <nav aria-label={t('legal')}>
          <ul className="footer-legal">
            {legal.map(([key, href]) => (
              <li key={key}>
                <Link to={href}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
