import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/lib/config';
import { refreshedAtKey } from '../../web/src/app/auth-overlays/page-facts';
import { cookies } from '../../web/src/features/content/documents/cookies';
import { documentTexts } from '../../web/src/features/content/content-document';
import { policyFacts } from '../../web/src/features/content/policy-facts';
import { historyStorageKey } from '../../web/src/features/search/utils/search-history';
import { cartStorageKey } from '../../web/src/lib/cart/cart-store';
import { languageStorageKey } from '../../web/src/lib/i18n/languages';
import { currencyStorageKey } from '../../web/src/lib/preferences';
import { buildTestStack } from './build-test-stack';
import { resourcesOf } from './template-queries';

// The help and policy pages state figures set in functions/ and infra/, which the SPA may not import; this holds them equal.
const { template } = buildTestStack();
const config = readConfig({ TABLE_NAME: 't', PUBLIC_BASE_URL: 'https://shop.test', QUEUE_URL_PREORDERS: 'q', QUEUE_URL_SEARCH_INDEX: 'q', QUEUE_URL_ORDERS: 'q', QUEUE_URL_TRACKING: 'q', QUEUE_URL_EXPORTS: 'q' });

describe('the facts the policy pages state', () => {
  it('match the search log limit the functions enforce', () => {
    expect(policyFacts.searchLogPerMinute).toBe(config.SEARCH_LOG_LIMIT_PER_MINUTE);
  });

  it('match the refund window and pre-order grace the functions use by default', () => {
    expect(policyFacts.refundWindowDays).toBe(config.REFUND_WINDOW_DAYS);
    expect(policyFacts.preorderGraceDays).toBe(config.PREORDER_REFUND_GRACE_DAYS);
  });

  it('match how long the access logs, the function logs and the table backups are kept', () => {
    const logsBucket = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).find(([id]) => id.startsWith('StorageLogs'))?.[1];
    const logGroups = Object.values(resourcesOf(template, 'AWS::Logs::LogGroup')).map((g) => g.Properties.RetentionInDays);
    const table = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'))[0];

    expect(JSON.stringify(logsBucket?.Properties.LifecycleConfiguration)).toContain(`"ExpirationInDays":${policyFacts.accessLogDays}`);
    expect(new Set(logGroups)).toEqual(new Set([policyFacts.functionLogDays]));
    expect(table?.Properties.PointInTimeRecoverySpecification).toMatchObject({ PointInTimeRecoveryEnabled: true });
    // Point-in-time recovery reaches back 35 days unless a shorter period is set.
    expect((table?.Properties.PointInTimeRecoverySpecification as { RecoveryPeriodInDays?: number }).RecoveryPeriodInDays ?? 35).toBe(policyFacts.backupDays);
  });

  it('name every key the storefront keeps in the browser', () => {
    const text = Object.values(documentTexts(cookies.en)).join('\n');

    for (const key of [languageStorageKey, currencyStorageKey, cartStorageKey, historyStorageKey, refreshedAtKey, 'neonkeys-auth-return', 'neonkeys-google-state', 'sidebar_state']) {
      expect(text).toContain(key);
    }
  });
});
