export { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
