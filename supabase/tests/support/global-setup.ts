import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL (superuser) on which each test file creates its own database. */
    pgUrl: string;
  }
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clusterScript = path.join(repo, 'devstack/scripts/pg-cluster.sh');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Uses TEST_PG_URL when given, otherwise starts a throwaway cluster on a free port and stops it afterwards. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_PG_URL;
  if (given) {
    project.provide('pgUrl', given);
    return;
  }
  const port = await freePort();
  const dir = `/tmp/pe-supabase-tests-${port}`;
  const url = execFileSync('bash', [clusterScript, 'start', dir, String(port)], { encoding: 'utf8' }).trim();
  project.provide('pgUrl', url);
  // The devstack's startTestStack creates its databases on TEST_PG_URL: the same throwaway cluster.
  process.env.TEST_PG_URL = url;
  return () => {
    execFileSync('bash', [clusterScript, 'stop', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
}
