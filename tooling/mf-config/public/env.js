// Runtime configuration of the site: replace this file per environment, the build stays the same.
// Every key is described in docs/platform.md, "Runtime configuration".
window.__PARTYEASY_CONFIG__ = {
  productName: 'PartyEasy',
  supabaseUrl: 'http://127.0.0.1:54321',
  // The devstack's public key (Supabase's well-known local JWT secret); safe to publish, RLS decides.
  supabaseAnonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InBhcnR5ZWFzeS1kZXZzdGFjayIsImlhdCI6MTcwMDAwMDAwMCwiZXhwIjoyMDAwMDAwMDAwfQ.KvwKbojF5xYGPXD7ZUWCxbjyfb4J3GBizaioPmeteu8',
  checkoutUrl: 'http://127.0.0.1:54321/functions/v1',
  remotes: {
    hostApp: 'http://localhost:3001/mf-manifest.json',
    vendorApp: 'http://localhost:3002/mf-manifest.json',
    adminApp: 'http://localhost:3003/mf-manifest.json',
  },
  placesProvider: { kind: 'none' },
  // Card payments in the booking modal: the devstack's payment stand-in serves a Stripe.js-compatible
  // script (production: the provider's publishable key and https://js.stripe.com/endive/stripe.js).
  stripePublishableKey: 'pk_test_partyeasy_local',
  stripeJsUrl: 'http://127.0.0.1:12111/stripe.js',
};
