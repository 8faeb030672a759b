import { Form, Link, NavLink } from 'react-router-dom';
import { Button, buttonVariants } from '../../components/ui/button';
import { getHref, paths } from '../../config/paths';

const categories = ['PlayStation', 'Xbox', 'Steam', 'PC', 'Nintendo', 'Epic Games', 'Battle.net'];

export function Header() {
  return (
    <header className="site-header">
      <div className="header-bar container">
        <Link to={getHref('home')} className="brand" aria-label="NeonKeys home">
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M6 26V6h4l12 13V6h4v20h-4L10 13v13z" />
          </svg>
          <span>NeonKeys</span>
        </Link>
        <Form role="search" action={paths.search} className="header-search">
          <label htmlFor="header-search-input" className="visually-hidden">
            Search products
          </label>
          <input id="header-search-input" name="q" type="search" placeholder="Search games, gift cards..." required />
          <Button type="submit">Search</Button>
        </Form>
        <nav aria-label="Main" className="main-nav">
          <NavLink to={getHref('home')} end>
            Store
          </NavLink>
          <NavLink to={getHref('auth')} className={buttonVariants.secondary}>
            Sign In
          </NavLink>
        </nav>
      </div>
      <nav aria-label="Categories" className="category-bar">
        <ul className="container">
          {categories.map((name) => (
            <li key={name}>
              <Link to={getHref('search', { q: name })}>{name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
