import '@partyeasy/shared-ui/testing/jsdom-setup';

window.__PARTYEASY_CONFIG__ = {
  productName: 'PartyEasy',
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'test-anon-key',
  checkoutUrl: 'http://localhost:54321/functions/v1',
  remotes: {
    hostApp: 'http://localhost:3001/mf-manifest.json',
    vendorApp: 'http://localhost:3002/mf-manifest.json',
    adminApp: 'http://localhost:3003/mf-manifest.json',
  },
};
window.scrollTo = () => {};
