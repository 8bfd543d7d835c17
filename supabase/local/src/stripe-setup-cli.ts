// `pnpm stripe:setup`: creates (or checks) the Stripe products and prices, see stripe-setup.ts.
import { formatResults, setupStripe, stripeFromEnv } from './stripe-setup.ts';

try {
  const results = await setupStripe(stripeFromEnv());
  console.log(formatResults(results));
  const created = results.filter((result) => result.action !== 'kept').length;
  console.log(
    `${results.length} prices: ${created} created or replaced, ${results.length - created} already right.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
