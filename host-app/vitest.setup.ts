import '@partyeasy/shared-ui/testing/jsdom-setup';
