import { defineAppConfig } from './build/app-config';

export default defineAppConfig({ name: 'shell', title: 'PartyEasy' });
