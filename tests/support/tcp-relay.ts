import net from "node:net";

export interface TcpRelay {
  port: number;
  /** The relay stops listening and destroys every connection through it. */
  cut(): Promise<void>;
  /** Listening again on the same port. */
  restore(): Promise<void>;
  /** Stops listening (the test's cleanup). */
  close(): Promise<void>;
}

/** A TCP relay to PostgreSQL that a test can cut (every connection through it reset) and restore, on one port. */
export async function relayTo(target: URL): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const listen = (port: number) =>
    new Promise<net.Server>((resolve) => {
      const relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.once("close", () => sockets.delete(socket));
          socket.once("error", () => (client.destroy(), upstream.destroy()));
        }
        client.pipe(upstream).pipe(client);
      });
      relay.listen(port, "127.0.0.1", () => resolve(relay));
    });
  let relay = await listen(0);
  const port = (relay.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      relay = await listen(port);
    },
    close() {
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}
