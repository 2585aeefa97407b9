/**
 * A slow, flapping link between the browser and the server: a TCP proxy that carries at most
 * `upBytesPerSec` towards the server and `downBytesPerSec` back (shared by all connections, as
 * one radio link is), and carries nothing while the link is down. A drop either stalls the open
 * connections, which carry on when it returns (a short fade), or cuts them (`cut`: the phone
 * changed cell, or the carrier's NAT forgot the connection), so whatever was in flight is lost.
 * It counts the bytes it carried each way.
 *
 * Chromium's own network emulation is used beside it for what only the browser can do (offline
 * events, new requests failing while down); it does not hold request bodies to the upload rate.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

const TICK_MS = 20;

class Throttle {
  active = false;
  down = false;
  carried = 0;
  private budget = 0;
  private readonly queue: {
    chunk: Buffer;
    write: (part: Buffer) => void;
    alive: () => boolean;
    done: () => void;
  }[] = [];

  constructor(private readonly bytesPerSec: number) {}

  send(chunk: Buffer, write: (part: Buffer) => void, alive: () => boolean): Promise<void> {
    if (!this.active) {
      write(chunk);
      return Promise.resolve();
    }
    return new Promise((done) => this.queue.push({ chunk, write, alive, done }));
  }

  tick(ms: number): void {
    if (!this.active) return this.flushAll();
    if (this.down) return;
    // No saving up while idle beyond one tick: the link's rate is a ceiling, not an average.
    this.budget = Math.min(this.budget + (this.bytesPerSec * ms) / 1000, this.bytesPerSec / 10);
    while (this.queue.length > 0 && this.budget >= 1) {
      const head = this.queue[0]!;
      // A cut connection's bytes go nowhere: they are not carried.
      if (!head.alive()) {
        this.queue.shift();
        head.done();
        continue;
      }
      const size = Math.min(head.chunk.length, Math.floor(this.budget));
      head.write(head.chunk.subarray(0, size));
      this.carried += size;
      this.budget -= size;
      head.chunk = head.chunk.subarray(size);
      if (head.chunk.length === 0) {
        this.queue.shift();
        head.done();
      }
    }
  }

  private flushAll(): void {
    for (const item of this.queue.splice(0)) {
      item.write(item.chunk);
      item.done();
    }
  }
}

export interface ThrottledLink {
  port: number;
  /** Starts holding the link to its rates and counting bytes. */
  throttle(): void;
  /** `cut`: going down closes every open connection (in flight or idle). */
  setDown(down: boolean, cut?: boolean): void;
  carried(): { up: number; down: number };
  close(): Promise<void>;
}

function pipe(from: Socket, to: Socket, throttle: Throttle): void {
  from.on('data', (chunk: Buffer) => {
    from.pause();
    void throttle
      .send(
        chunk,
        (part) => {
          if (!to.destroyed) to.write(part);
        },
        () => !to.destroyed && !from.destroyed,
      )
      .then(() => from.resume());
  });
  from.on('end', () => to.end());
  from.on('error', () => to.destroy());
  from.on('close', () => to.destroy());
}

export function startThrottledLink(
  targetPort: number,
  rates: { upBytesPerSec: number; downBytesPerSec: number },
): Promise<ThrottledLink> {
  const up = new Throttle(rates.upBytesPerSec);
  const down = new Throttle(rates.downBytesPerSec);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    pipe(client, upstream, up);
    pipe(upstream, client, down);
  });
  let last = Date.now();
  const ticker = setInterval(() => {
    const now = Date.now();
    up.tick(now - last);
    down.tick(now - last);
    last = now;
  }, TICK_MS);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        throttle: () => {
          up.active = down.active = true;
          up.carried = down.carried = 0;
        },
        setDown: (isDown, cut = false) => {
          up.down = down.down = isDown;
          if (isDown && cut) for (const socket of sockets) socket.destroy();
        },
        carried: () => ({ up: up.carried, down: down.carried }),
        close: () =>
          new Promise<void>((done) => {
            clearInterval(ticker);
            up.active = down.active = false;
            up.tick(0);
            down.tick(0);
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
