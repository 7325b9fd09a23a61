import { defineJsdomConfig } from '@partyeasy/vitest-config';

export default defineJsdomConfig({ include: ['tests/**/*.test.{ts,tsx}'], css: false });
