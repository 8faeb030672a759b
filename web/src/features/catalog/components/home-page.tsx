import { ProductGrid } from './product-grid';

export function HomePage() {
  return (
    <>
      <title>NeonKeys | Game keys, gift cards and accounts</title>
      <section className="page-intro">
        <h1>Game keys, gift cards and accounts</h1>
        <p className="muted">PlayStation, Xbox, Steam, Nintendo, Epic Games, Battle.net and PC. Instant delivery and secure payment.</p>
      </section>
      <section aria-labelledby="all-products">
        <h2 id="all-products">All products</h2>
        <ProductGrid />
      </section>
    </>
  );
}
