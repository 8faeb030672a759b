import { Link } from 'react-router-dom';
import { getHref } from '../../config/paths';

const giftCards = ['Steam Gift Card', 'PlayStation Store', 'Xbox Game Pass', 'Nintendo eShop'];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section>
          <p className="brand">NeonKeys</p>
          <p className="muted">Game keys, gift cards and accounts. Instant delivery and secure payment.</p>
        </section>
        <nav aria-labelledby="footer-gift-cards">
          <h2 id="footer-gift-cards">Gift Cards</h2>
          <ul>
            {giftCards.map((name) => (
              <li key={name}>
                <Link to={getHref('search', { q: name })}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            <li>
              <Link to={getHref('account')}>Your account</Link>
            </li>
            <li>
              <Link to={getHref('auth')}>Sign in</Link>
            </li>
            <li>
              <a href={getHref('sitemap')}>Sitemap</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container copyright muted">© {new Date().getFullYear()} NeonKeys. All rights reserved.</p>
    </footer>
  );
}
