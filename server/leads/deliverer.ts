import type { StoredLead } from './store.ts';

/** Delivers one request on one channel; throws a DeliveryFailure (or anything) when it did not. */
export type Deliverer = (lead: StoredLead, signal: AbortSignal) => Promise<void>;

/** A failed delivery attempt; `permanent` ones are never retried. */
export class DeliveryFailure extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.name = 'DeliveryFailure';
    this.permanent = permanent;
  }
}

/**
 * Forwards the request as JSON to the owner's webhook, the request id as Idempotency-Key. Any
 * answer but 2xx is retried: a webhook's errors are usually its own outage.
 */
export function createWebhookDeliverer(url: string, fetchImpl: typeof fetch = fetch): Deliverer {
  return async (lead, signal) => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.id },
        body: JSON.stringify(lead),
        signal,
      });
    } catch (error) {
      throw new DeliveryFailure(
        (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable',
      );
    }
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryFailure(`HTTP ${response.status}`);
  };
}
