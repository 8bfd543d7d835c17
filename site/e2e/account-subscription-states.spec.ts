import {
  expect,
  expectAccessible,
  payWithTestCard,
  planCard,
  runEnv,
  signIn,
  stripeApi,
  subscriptionOf,
  test,
} from './account/fixtures';

/*
 * Subscription states the local Stripe puts a customer's plan in (its admin endpoint, with the
 * webhook Stripe sends), as the dashboard's card shows them: a failed renewal says so and opens
 * the billing portal to fix the card; a plan cancelled at the period end says 'Ends on …'.
 */

test('a failed renewal shows the failed-payment message and opens the portal; a plan cancelled at period end says "Ends on …"', async ({
  page,
  context,
  customer,
}) => {
  const card = page.getByRole('region', { name: 'Current Subscription' });
  let periodEnd = '';

  await test.step('Professional bought and active', async () => {
    await signIn(page, customer);
    const checkoutTab = context.waitForEvent('page');
    await planCard(page, 'Professional').getByRole('button', { name: 'Subscribe' }).click();
    const checkout = await checkoutTab;
    await payWithTestCard(checkout);
    await checkout.close();
    await card.getByRole('button', { name: 'Refresh' }).click();
    const active = card.getByText(/^Active until /);
    await expect(active).toBeVisible();
    periodEnd = (await active.textContent())!.replace('Active until ', '');
  });

  const sub = await subscriptionOf(customer);
  const setState = (form: Record<string, string>) =>
    stripeApi(`/local/subscriptions/${sub.id}/status`, 'POST', form);

  await test.step('the renewal fails: the card says so and the portal opens to fix the card', async () => {
    await setState({ status: 'past_due' });
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText('Your renewal payment failed')).toBeVisible();
    await expect(
      card.getByText('Update your card in the billing portal to keep your plan.'),
    ).toBeVisible();
    await expect(card.getByText('Professional Plan', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Active until /)).toHaveCount(0);
    await expectAccessible(page);

    const portalTab = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Update payment method' }).click();
    const portal = await portalTab;
    await portal.waitForURL(`${runEnv().stripe}/portal/**`);
    await expect(portal.getByText('Professional Plan').first()).toBeVisible();
    await portal.close();
  });

  await test.step('paid again, then cancelled at the period end in the portal: "Ends on …"', async () => {
    await setState({ status: 'active' });
    const portalTab = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText(`Active until ${periodEnd}`)).toBeVisible();
    await card.getByRole('button', { name: 'Manage Subscription' }).click();
    const portal = await portalTab;
    await expect(
      portal.getByRole('radio', { name: 'At the end of the billing period' }),
    ).toBeChecked();
    await portal.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(portal.getByText(/Cancels on /).first()).toBeVisible();
    await portal.close();

    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText(`Ends on ${periodEnd}`)).toBeVisible();
    await expect(card.getByText(/^Active until /)).toHaveCount(0);
    await expect(card.getByText(/Renews on/)).toHaveCount(0);
  });
});
