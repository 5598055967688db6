import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig } from '../../scripts/lib/cluster.mjs';

/** The balancer of `npm run cluster` (docs/DEPLOYMENT.md): health on readiness, and retries only where repeating is safe. */
describe('the cluster balancer configuration', () => {
  const config = haproxyConfig({ port: 3300, instances: [1, 2, 3].map((index) => ({ index, port: 3300 + index })) });

  it('sends traffic only to ready instances and retries a failed connection on another', () => {
    expect(config).toContain('option httpchk GET /atsteel/ready');
    expect(config).toMatch(/default-server inter 1s fall 2 rise 1/);
    expect(config).toMatch(/retries 3\n\s+option redispatch 1/);
    expect(config.match(/^\s+server i\d 127\.0\.0\.1:330\d check$/gm)).toHaveLength(3);
  });

  it('repeats a request that got no answer only when it is a GET/HEAD or carries an Idempotency-Key', () => {
    expect(config).toContain('retry-on conn-failure empty-response response-timeout');
    expect(config).toContain('http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }');
  });

  it.runIf(fs.existsSync('/usr/sbin/haproxy'))('is a configuration HAProxy accepts', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-')), 'haproxy.cfg');
    fs.writeFileSync(file, config);
    expect(execFileSync('/usr/sbin/haproxy', ['-c', '-f', file], { encoding: 'utf8' })).toMatch(/Configuration file is valid/);
  });
});
