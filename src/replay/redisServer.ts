import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A redis-server started by a test for itself, on a loopback port nobody else chose. */
export interface RedisServer {
  host: '127.0.0.1';
  port: number;
  /** The server's `--dir` (a fresh temporary directory, removed by `stop()`). */
  dir: string;
  /** Sends SIGTERM, waits for the process to exit (SIGKILL after 5 s) and removes `dir`. Idempotent. */
  stop(): Promise<void>;
}

export interface StartRedisOptions {
  /** The executable; default `$REDIS_SERVER` or `redis-server` on the PATH. */
  binary?: string;
  /** How long to wait for "Ready to accept connections", in milliseconds. Default 10,000. */
  readyTimeoutMs?: number;
  /** How many ports to try when the one picked is taken in the meantime. Default 3. */
  attempts?: number;
  /**
   * More arguments for the server, given the port it will listen on and its `--dir` (e.g. a cluster
   * node's `--cluster-enabled yes --cluster-config-file <dir>/nodes-P.conf`). Asked again for each
   * port tried; an "Address already in use" for any port they name also counts as a taken port.
   */
  args?: (port: number, dir: string) => string[] | Promise<string[]>;
}

/** Asks the kernel for a free loopback port (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('could not read a free port'))));
    });
  });
}

class AddressInUse extends Error {}

function launch(binary: string, port: number, dir: string, readyTimeoutMs: number, extra: readonly string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const args = [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--save', '',
      '--appendonly', 'no',
      '--dir', dir,
      '--daemonize', 'no',
      // "Ready to accept connections" is logged at notice level; pin it in case a config changes the default.
      '--loglevel', 'notice',
      ...extra,
    ];
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let settled = false;
    const timer = setTimeout(() => {
      fail(new Error(`redis-server did not print "Ready to accept connections" within ${readyTimeoutMs} ms:\n${out}`));
      child.kill('SIGKILL');
    }, readyTimeoutMs);
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      if (settled) return; // keep draining so the pipe never fills
      out += chunk.toString('utf8');
      if (/Address already in use/i.test(out)) {
        child.kill('SIGKILL');
        fail(new AddressInUse(out));
      } else if (out.includes('Ready to accept connections')) {
        settled = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        fail(new Error(`redis-server not found: apt-get install -y redis-server (or set REDIS_SERVER) [tried "${binary}"]`));
      } else {
        fail(err);
      }
    });
    child.on('exit', (code, signal) => {
      if (/Address already in use/i.test(out)) fail(new AddressInUse(out));
      else fail(new Error(`redis-server exited (code ${code}, signal ${signal}) before it was ready:\n${out}`));
    });
  });
}

/**
 * Starts `redis-server` on a free port of 127.0.0.1 with no persistence (`--save '' --appendonly no`)
 * in a temporary `--dir`, in the foreground (`--daemonize no`), and resolves once it prints
 * "Ready to accept connections". Retries on another port when the picked one is taken
 * ("Address already in use"). Rejects with "redis-server not found: apt-get install -y redis-server"
 * when the binary is missing. Call it from `beforeAll` and `stop()` from `afterAll`.
 */
export async function startRedisServer(opts: StartRedisOptions = {}): Promise<RedisServer> {
  const binary = opts.binary ?? process.env.REDIS_SERVER ?? 'redis-server';
  const readyTimeoutMs = opts.readyTimeoutMs ?? 10_000;
  const attempts = opts.attempts ?? 3;
  const dir = await mkdtemp(join(tmpdir(), 'emq-redis-'));
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    const port = await freePort();
    let child: ChildProcess;
    try {
      child = await launch(binary, port, dir, readyTimeoutMs, (await opts.args?.(port, dir)) ?? []);
    } catch (err) {
      lastError = err;
      if (err instanceof AddressInUse) continue;
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    let stopped: Promise<void> | undefined;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    return {
      host: '127.0.0.1',
      port,
      dir,
      stop() {
        stopped ??= (async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
            await exited;
            clearTimeout(timer);
          }
          await rm(dir, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  }
  await rm(dir, { recursive: true, force: true });
  throw new Error(`redis-server could not bind a free port after ${attempts} attempts: ${String(lastError)}`);
}
