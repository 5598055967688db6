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
    expect(config).toMatch(/retries 3\n\s+option redispatch 1/);
    expect(config.match(/^\s+server i\d 127\.0\.0\.1:330\d check$/gm)).toHaveLength(3);
  });

  it('tells a busy instance from a dead one: a slow check is not a failure, and one failure takes no instance out', () => {
    // Without `timeout check` a check had `inter` (1 s) to answer: a saturated CPU took all three out at once.
    expect(config).toMatch(/^\s+timeout check 5s$/m);
    const server = /default-server inter (\d+)s fastinter (\d+)s downinter (\d+)s fall (\d+) rise (\d+)/.exec(config);
    expect(server).not.toBeNull();
    const [inter, , , fall, rise] = server!.slice(1).map(Number);
    expect(inter).toBeGreaterThanOrEqual(2);
    expect(fall).toBeGreaterThanOrEqual(3);
    expect(rise).toBeGreaterThanOrEqual(2);
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
