import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import { formatPrice } from '../../../../../shared/money/price';
import { stockLabel } from '../../../components/stock-label';
import { Badge } from '../../../components/ui/badge';

export function VariantList({ variants, faceValueLabel }: { variants: VariantView[]; faceValueLabel: string }) {
  if (variants.length === 0) return <p className="muted">No versions are on sale right now.</p>;
  return (
    <div className="table-scroll">
      <table className="variant-table">
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Region</th>
            <th scope="col">{faceValueLabel}</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const stock = stockLabel(variant.stockState);
            const retail = variant.retailPriceUsdCents;
            return (
              <tr key={variant.variantId}>
                <td>{variant.platform.name}</td>
                <td>{variant.region.isGlobal ? 'Global' : variant.region.name}</td>
                <td>{variant.faceValue ?? 'Standard Edition'}</td>
                <td>
                  <strong>{formatPrice(variant.priceUsdCents)}</strong>
                  {retail !== null && retail > variant.priceUsdCents && <s className="muted"> {formatPrice(retail)}</s>}
                </td>
                <td>
                  <Badge variant={stock.variant}>{stock.text}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
