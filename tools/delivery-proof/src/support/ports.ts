import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Refuses to go on when something already listens on one of the ports: its health check would answer for us. */
export async function assertPortsFree(ports: number[]): Promise<void> {
  const taken: number[] = [];
  for (const port of ports) if (!(await isFree(port))) taken.push(port);
  if (taken.length) throw new Error(`ports already in use: ${taken.join(', ')} (another proof running?)`);
}
