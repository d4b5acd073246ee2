import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './free-port';

/**
 * A loopback TCP relay to a real server. `cut()` drops every connection and refuses new ones,
 * which to the application looks exactly like the server going away.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.listen();
    return proxy;
  }

  private listen(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Rewrites a URL to go through this proxy. */
  wrap(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }
}
