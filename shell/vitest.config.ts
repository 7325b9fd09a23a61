import { defineJsdomConfig } from '@partyeasy/vitest-config';

export default defineJsdomConfig({ include: ['build/**/*.test.ts'] });
