import { defineJsdomConfig } from '@partyeasy/vitest-config';

export default defineJsdomConfig();
