import { routes } from '../../shared/routes/route-table';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { identityAttributesFrom, verifiedEmailFrom } from '../lib/http/caller';
import { postReview } from './post-review';

/** `POST /api/products/{productId}/reviews`: the author is the token's subject, never anything in the body. */
export const handler = apiHandler(
  routes.createReview,
  async ({ params, body, caller, deps, event }) => {
    const claims = identityAttributesFrom(event);
    const author = { userId: caller.userId!, verifiedEmail: verifiedEmailFrom(event), tokenName: claims?.name ?? null, tokenEmail: caller.email };
    return new ApiReply(201, await postReview(deps, author, params.productId, body));
  },
  { uses: [queuesProvider] },
);
