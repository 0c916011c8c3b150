// The end-to-end tests' way to start a scenario from nothing: no cached feed, no open breaker, no
// rendered page, no gateway token, no rate limit counted.
import { config } from '@/adapters/config';
import { resetUpstreamState } from '@/adapters/http';
import { forgetPaymentToken } from '@/adapters/paypro';
import { resetRateLimits } from '@/adapters/sharedState';
import { revalidatePath } from 'next/cache';
import { SERVICE_WORKER_PATH } from '@/domain/offlinePages';

export const dynamic = 'force-dynamic';

/**
 * Off unless ENABLE_TEST_CONTROLS=1 (the end-to-end server sets it; production never does): then
 * it answers 404 like any address the site does not have.
 */
export async function POST(): Promise<Response> {
  if (!config().testControls) return new Response(null, { status: 404 });
  resetUpstreamState();
  resetRateLimits();
  await forgetPaymentToken();
  revalidatePath('/', 'layout');
  // The service worker's route is kept by its own path, below no layout.
  revalidatePath(SERVICE_WORKER_PATH);
  return new Response(null, { status: 204 });
}
