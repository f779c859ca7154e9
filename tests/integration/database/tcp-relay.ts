import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type TcpRelay = {
  /** host:port of the relay, to put in a connection string. */
  address: string;
  /** The network fails: open connections are reset and new ones are refused. */
  cut: () => void;
  /** The network works again. */
  restore: () => void;
  close: () => Promise<void>;
};

/**
 * A TCP relay between the app's pool and a database server: while cut, it behaves like a
 * broken network (every connection dropped at once), so the app meets a real outage.
 */
export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((incoming) => {
    if (isCut) {
      incoming.resetAndDestroy();
      return;
    }
    const outgoing = connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => undefined);
    }
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on("close", () => outgoing.destroy());
    outgoing.on("close", () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    cut: () => {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore: () => {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local port with nothing listening: connecting is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
