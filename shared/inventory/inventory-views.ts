import type { ProductType } from '../catalog/product';
import type { StockLevel } from './stock-level';

/** A key an import did not store, named by its line and masked. */
export interface RefusedKey {
  line: number;
  maskedKey: string;
  reason: 'already stored' | 'repeated in this import';
}

/** The answer to a key import (back-office §8: "Added N keys with AES-256 encryption"). */
export interface KeyImportResult {
  imported: number;
  availableKeys: number;
  refused: RefusedKey[];
  encryption: 'AES-256-GCM';
  message: string;
}

/** A variant as the Variants & Keys screen shows it. */
export interface AdminVariantView {
  variantId: string;
  productId: string;
  platformId: string;
  platformName: string;
  regionId: string;
  regionName: string;
  faceValue: string | null;
  priceUsdCents: number;
  retailPriceUsdCents: number | null;
  isActive: boolean;
  forceAvailable: boolean;
  availableKeys: number;
  lowStockThreshold: number;
  stockLevel: StockLevel;
  languageCodes: string[];
  searchKeywords: string[];
  /** Null when the variant uses its platform's default instructions. */
  activationInstructions: string | null;
  updatedAt: string;
}

/** A product and its variants, with the group's summary. */
export interface VariantGroup {
  productId: string;
  name: string;
  productType: ProductType;
  isActive: boolean;
  imageUrl: string | null;
  summary: { variants: number; activeVariants: number; availableItems: number };
  variants: AdminVariantView[];
}

export interface VariantGroupPage {
  items: VariantGroup[];
  nextCursor: string | null;
}

/** A key's secret shown to an admin from the inventory; the reveal is audited before it is sent. */
export interface RevealedInventoryKey {
  keyId: string;
  variantId: string;
  key: string;
  revealedAt: string;
}

/**
 * One page of a variant's key export as CSV (RFC 4180, CRLF). The first page (no cursor) starts with the header row;
 * later pages continue the same file, so the pages joined in order are one CSV.
 */
export interface KeyExportPage {
  csv: string;
  /** Keys on this page. */
  keys: number;
  decrypted: boolean;
  fileName: string;
  nextCursor: string | null;
}

/** A variant whose pool needs attention: at or below its threshold, sold out, or owed to waiting pre-orders. */
export interface StockAlertView {
  variantId: string;
  productId: string;
  productName: string;
  platformName: string;
  regionName: string;
  /** The edition or face value, so two variants of one product on one platform and region can be told apart. */
  faceValue: string | null;
  level: Exclude<StockLevel, 'ok'>;
  availableKeys: number;
  lowStockThreshold: number;
  /** Paid pre-order units waiting for a key of this variant. */
  waitingPreorders: number;
  since: string;
}

/** Key-pool health for the dashboard and the Variants & Keys screen. */
export interface StockHealth {
  /** At or below their threshold with keys left (the name predates the at-or-below rule). */
  underThreshold: StockAlertView[];
  soldOut: StockAlertView[];
  /** Alerted variants whose waiting pre-orders outnumber their available keys. */
  preorderDemand: StockAlertView[];
  nextCursor: string | null;
}
