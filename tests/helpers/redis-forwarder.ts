import net from 'node:net';

/**
 * A TCP forwarder to Redis on a port of its own: stopping it is an outage of one test's Redis alone (the machine's
 * Redis itself is never touched). Started again, it listens on the same port, so a client reconnects by itself.
 */
export function redisForwarder(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let held = false;
  return {
    url: () => Object.assign(new URL(target), { port: String(port) }).toString(),
    async start() {
      server = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [socket, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        socket.pipe(upstream).pipe(socket);
        if (held) socket.pause();
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    /** Keeps the connections open but forwards nothing: a Redis that hangs (its commands time out). */
    hold() {
      held = true;
      for (const s of sockets) s.pause();
    },
    release() {
      held = false;
      for (const s of sockets) s.resume();
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}
