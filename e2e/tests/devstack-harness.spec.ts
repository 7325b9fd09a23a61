import { expect, serviceClient, test } from '../support/test';

test('the site reads its backend from this run’s devstack, seeded with the demo data', async ({
  page,
  stack,
}) => {
  await page.goto('/');
  const configured = await page.evaluate(
    () =>
      (window as unknown as { __PARTYEASY_CONFIG__: { supabaseUrl: string } }).__PARTYEASY_CONFIG__
        .supabaseUrl,
  );
  expect(configured).toBe(stack.apiUrl);
  const { data, error } = await serviceClient().from('vendors').select('id').eq('status', 'approved');
  expect(error).toBeNull();
  expect(data?.length).toBeGreaterThan(0);
});
