/** The most rows one CSV export of the Audience screen holds (newest first); the screen says when a list is longer. */
export const audienceExportLimit = 10_000;

/** A variant as staff recognise it: its product's name, platform, region and edition. */
export interface DescribedVariant {
  productId: string;
  productName: string;
  variantId: string;
  platformName: string;
  regionName: string;
  /** The variant's edition or face value; null for the standard edition. */
  edition: string | null;
}

/** A variant with "notify me" requests waiting. */
export interface NotifyVariantCount extends DescribedVariant {
  waiting: number;
}

/** The Audience screen's figures, all read from tallies kept on write. */
export interface AudienceSummary {
  newsletter: {
    /** Consented and not unsubscribed: the people listed and exported. */
    subscribed: number;
    /** Counted only: never listed nor exported. */
    unsubscribed: number;
  };
  notify: {
    requests: number;
    /** Most requests first. */
    variants: NotifyVariantCount[];
  };
  exportLimit: number;
}

/** A subscriber who consented and has not unsubscribed. */
export interface SubscriberRow {
  email: string;
  consentedAt: string;
  /** Where they subscribed (the storefront footer: `footer`). */
  source: string;
}

export interface SubscriberPage {
  items: SubscriberRow[];
  nextCursor: string | null;
}

/** Whether the person behind a "notify me" request is on the newsletter: subscribed, unsubscribed, or never subscribed. */
export type NewsletterStanding = 'subscribed' | 'unsubscribed' | 'none';

export interface NotifyRequestRow extends DescribedVariant {
  email: string;
  requestedAt: string;
  newsletter: NewsletterStanding;
}

export interface NotifyRequestPage {
  items: NotifyRequestRow[];
  nextCursor: string | null;
}

/** A CSV export, as the translation export hands its files over: the file in a JSON answer the typed client reads. */
export interface AudienceExportFile {
  filename: string;
  contentType: string;
  content: string;
  rows: number;
  /** The list was longer than `audienceExportLimit`: the file holds its newest rows. */
  truncated: boolean;
}
