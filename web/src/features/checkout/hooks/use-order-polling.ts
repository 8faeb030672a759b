import { useEffect, useState } from 'react';
import type { OrderView } from '../../../../../shared/orders/order-views';
import { useSession } from '@/lib/auth/use-session';
import { keepPolling } from '@/lib/keep-polling';
import { useApi } from '@/lib/use-api';

/** The payment provider's event reaches us a moment after the shopper: ask every second, for about half a minute. */
export const pollEveryMs = 1000;
export const pollForMs = 30_000;

/**
 * The order the shopper just paid for, asked again until it leaves `pending` or the time is up: through the signed
 * link for a guest, or as the signed-in owner. `signInNeeded` when neither applies.
 */
export function useOrderPolling(orderId: string, token: string | null) {
  const session = useSession();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), pollForMs);
    return () => clearTimeout(timer);
  }, []);
  const config = keepPolling({
    refreshInterval: (order: OrderView | undefined) => (timedOut || (order && order.status !== 'pending') ? 0 : pollEveryMs),
    dedupingInterval: 0,
    revalidateOnMount: true,
  });
  const guest = useApi(token ? '/api/guest/orders/{orderId}' : null, { params: { orderId }, query: { token: token ?? '' } }, config);
  const own = useApi(!token && session.status === 'signedIn' ? '/api/orders/{orderId}' : null, { params: { orderId } }, config);
  const swr = token ? guest : own;
  return {
    order: swr.data,
    error: swr.error,
    retry: () => void swr.mutate(),
    timedOut,
    signInNeeded: !token && session.status === 'anonymous',
  };
}
