/** What the visitor chose in the consent notice; null until they choose. */
export type ConsentChoice = 'accepted' | 'declined' | null;

/** The local storage key of the visitor's choice. */
export const consentStorageKey = 'tracking-consent';

/**
 * Whether this visitor may be tracked: never when the browser sends Global Privacy Control (`navigator.globalPrivacyControl`,
 * or the `Sec-GPC: 1` header on the server) or when they declined in the notice. Until they choose, tracking runs and the
 * notice stays offered; declining stops it from the next event on.
 */
export function trackingAllowed(visitor: { globalPrivacyControl: boolean | undefined; consent: ConsentChoice }): boolean {
  return visitor.globalPrivacyControl !== true && visitor.consent !== 'declined';
}

/** Whether to show the consent notice: not once the visitor chose, and not to a GPC browser, which already said no. */
export function showConsentNotice(visitor: { globalPrivacyControl: boolean | undefined; consent: ConsentChoice }): boolean {
  return visitor.globalPrivacyControl !== true && visitor.consent === null;
}

/** The server's side of the same rule: a request carrying `Sec-GPC: 1` is not recorded. */
export const gpcHeaderSet = (header: string | undefined) => header?.trim() === '1';
