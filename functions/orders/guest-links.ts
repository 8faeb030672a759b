import { createHmac, timingSafeEqual } from 'node:crypto';
import { guestLinkDays } from '../../shared/orders/order-links';
import { expiresAfterDays } from '../lib/data/expires-at';

/**
 * Signed, expiring links that let a guest open their order without an account: the order id, the delivery e-mail and
 * an expiry, MACed with HMAC-SHA256 under a per-deployment secret. A link for one order never opens another, and a
 * changed or expired link is refused.
 */
export class GuestLinks {
  private key: Promise<string> | undefined;

  constructor(private readonly secret: () => Promise<string>) {}

  async sign(orderId: string, email: string, now: Date): Promise<string> {
    const expires = expiresAfterDays(now, guestLinkDays);
    const body = Buffer.from(JSON.stringify({ o: orderId, e: email, x: expires })).toString('base64url');
    return `${body}.${await this.mac(body)}`;
  }

  /** The e-mail the link was issued to, or null when the token is forged, expired or for another order. */
  async open(token: string, orderId: string, now: Date): Promise<string | null> {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(await this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { o?: unknown; e?: unknown; x?: unknown };
      if (claims.o !== orderId || typeof claims.e !== 'string' || typeof claims.x !== 'number') return null;
      return claims.x * 1000 > now.getTime() ? claims.e : null;
    } catch {
      return null;
    }
  }

  private async mac(body: string): Promise<string> {
    this.key ??= this.secret().then((s) => {
      if (!s) throw new Error('The order-link secret is empty');
      return s;
    });
    return createHmac('sha256', await this.key).update(`guest-order-link.${body}`).digest('base64url');
  }
}
