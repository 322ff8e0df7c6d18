import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * accept: takes every message; refuse: answers 451 (try again later) to each message; stall:
 * accepts the connection and never says a word (not even its greeting).
 */
export type SmtpMode = 'accept' | 'refuse' | 'stall';

export interface ReceivedMail {
  raw: string;
  messageId: string | undefined;
  to: string[];
}

/** A real SMTP server on a local port, like a mail provider's, whose behaviour a test switches. */
export interface TestSmtpServer {
  url: string;
  mode: SmtpMode;
  received: ReceivedMail[];
  /** Connections currently held open without a greeting (mode `stall`). */
  readonly stalled: number;
  /** Resolves once `count` connections are stalled. */
  waitForStalled(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpServer(mode: SmtpMode = 'accept'): Promise<TestSmtpServer> {
  const stalledSockets = new Set<Socket>();
  let onStall = () => {};
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      if (state.mode !== 'stall') return callback();
      // Never calling back keeps the client waiting for a greeting that does not come.
      const socket = [...connections].find((s) => s.remotePort === session.remotePort);
      if (socket) {
        stalledSockets.add(socket);
        socket.once('close', () => stalledSockets.delete(socket));
      }
      onStall();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (state.mode === 'refuse') {
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        state.received.push({
          raw,
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  const connections = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const state: TestSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    mode,
    received: [],
    get stalled() {
      return stalledSockets.size;
    },
    waitForStalled(count) {
      return new Promise((resolve) => {
        const check = () => {
          if (stalledSockets.size >= count) resolve();
        };
        onStall = check;
        check();
      });
    },
    async close() {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}
