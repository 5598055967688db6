import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStartupGate } from './startup-gate.mjs';

/** The portal server's readiness while it starts and stops (server.mjs): what a balancer's check sees. */
describe('the start-up gate of the portal server', () => {
  const gate = createStartupGate();
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    // As server.mjs: the gate first, then what stands for Next (here it answers 200 to everything).
    server = http.createServer((req, res) => {
      if (gate.answer(req, res)) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ from: 'next', path: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers readiness 503 "starting" at once while the server warms up, and lets liveness and other requests through', async () => {
    const ready = await fetch(`${base}/atsteel/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'starting' });
    expect((await fetch(`${base}/atsteel/ready?probe=1`)).status).toBe(503);
    expect(await (await fetch(`${base}/atsteel/health`)).json()).toEqual({ from: 'next', path: '/atsteel/health' });
    expect((await fetch(`${base}/en`)).status).toBe(200);
  });

  it('hands readiness to the application once serving, and answers 503 "stopping" again from SIGTERM on', async () => {
    gate.serving();
    expect(await (await fetch(`${base}/atsteel/ready`)).json()).toEqual({ from: 'next', path: '/atsteel/ready' });
    gate.stopping();
    const stopping = await fetch(`${base}/atsteel/ready`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'stopping' });
    // A late warm-up ending does not make a stopping server ready again.
    gate.serving();
    expect(gate.phase).toBe('stopping');
  });
});
