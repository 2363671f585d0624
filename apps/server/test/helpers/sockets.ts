import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type {
  AddMessageAck,
  AddMessagePayload,
  ClientToServerEvents,
  MessageEvent,
  ServerToClientEvents,
} from '@vitrina/contract/realtime';
import { SOCKET_PATH } from '@vitrina/contract/realtime';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { loadConfig, type Env } from '../../src/config.ts';
import { createTestDatabase, testRedisUrl } from './test-database.ts';
import type { TestApp } from './test-app.ts';

/** A real Socket.IO client of the app, typed by the contract's events. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * How long a test waits for anything that should happen over a socket (then it fails, never hangs). Every
 * wait ends as soon as what it waits for happens: the bound only has to outlast a busy machine.
 */
export const SOCKET_WAIT_MS = 30_000;

/** Starts the app on a free loopback port and answers its base URL. */
export async function listen(app: Pick<App, 'server'>): Promise<string> {
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('the app has no port');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  /** Sent as `auth.token` (the web's way). */
  token?: string;
  /** Sent as the handshake's query string (the spec's `token` travels here). */
  query?: Record<string, string>;
  auth?: Record<string, unknown>;
  /** Request headers of the handshake (an Origin, for instance). */
  headers?: Record<string, string>;
  transports?: Array<'websocket' | 'polling'>;
}

/** A connect_error as the client sees it. */
export type ConnectError = Error & { data?: { code: string; message: string } };

/**
 * The sockets of one test file: every one it opened is closed by `closeAll` (afterEach), so no test leaves
 * a connection behind and the app can close.
 */
export function createSocketPool() {
  const open: ClientSocket[] = [];

  function open_(url: string, options: ConnectOptions): ClientSocket {
    const socket: ClientSocket = io(url, {
      path: SOCKET_PATH,
      transports: options.transports ?? ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: SOCKET_WAIT_MS,
      auth: { ...(options.token ? { token: options.token } : {}), ...options.auth },
      ...(options.query ? { query: options.query } : {}),
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    open.push(socket);
    return socket;
  }

  return {
    /** Connects and resolves once the server has accepted the socket (rejects with the connect_error). */
    connect(url: string, options: ConnectOptions = {}): Promise<ClientSocket> {
      const socket = open_(url, options);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', (error) => reject(error));
      });
    },

    /** Tries to connect and resolves with the refusal (rejects when the server accepts). */
    refusal(url: string, options: ConnectOptions = {}): Promise<ConnectError> {
      const socket = open_(url, options);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => reject(new Error('the server accepted the socket')));
        socket.once('connect_error', (error) => resolve(error as ConnectError));
      });
    },

    closeAll(): void {
      for (const socket of open.splice(0)) socket.disconnect();
    },
  };
}

/** Emits `add-message` and resolves with its acknowledgement (fails after SOCKET_WAIT_MS without one). */
export function sendOverSocket(socket: ClientSocket, payload: AddMessagePayload | unknown): Promise<AddMessageAck> {
  return socket.timeout(SOCKET_WAIT_MS).emitWithAck('add-message', payload as AddMessagePayload);
}

/** Every `message` event a socket receives from now on, in order. */
export function collectMessages(socket: ClientSocket): MessageEvent[] {
  const events: MessageEvent[] = [];
  socket.on('message', (event) => events.push(event));
  return events;
}

/** Resolves when `predicate` holds (checked every 10 ms); fails after SOCKET_WAIT_MS. */
export async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SOCKET_WAIT_MS;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves when the socket is disconnected by the server (fails after SOCKET_WAIT_MS), with the reason. */
export function disconnection(socket: ClientSocket): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), SOCKET_WAIT_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * Env for a test app whose sockets fan out through Redis when TEST_REDIS_URL is set: a prefix of its own,
 * so test apps of other files (or other runs) on the same Redis never hear each other.
 */
export function realtimeEnv(prefix = `vitrina-test-${randomBytes(6).toString('hex')}`): Env {
  return testRedisUrl ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix } : {};
}

/**
 * Two server processes of one deployment, as far as one test process can have them: two apps on the same
 * database (PGlite shared in memory, or two pools on one PostgreSQL database) and the same Redis prefix.
 */
export async function createAppPair(
  env: Env,
  build: Omit<BuildOptions, 'database'> = {},
): Promise<{ apps: [TestApp, TestApp]; close(): Promise<void> }> {
  const { database, url, drop } = await createTestDatabase({ migrated: true });
  const second = url ? await openDatabase({ databaseUrl: url, dataDir: '', inMemory: false }) : database;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-pair-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...env,
  });
  const built: App[] = [];
  const closeAll = async () => {
    for (const app of built) await app.server.close();
    if (second !== database) await second.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const db of [database, second]) {
      const app = await buildApp(config, { ...build, database: db });
      built.push(app);
      await app.server.ready();
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  const asTestApp = (app: App): TestApp => ({ ...app, dataDir, close: async () => undefined });
  return { apps: [asTestApp(built[0] as App), asTestApp(built[1] as App)], close: closeAll };
}
