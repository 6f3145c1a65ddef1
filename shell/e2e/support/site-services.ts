import { createServer, type AddressInfo } from 'node:net';
import { services } from '../../../tools/scripts/site.cjs';

/** A port free on 127.0.0.1 right now, for a spec that starts its own copy of a service beside the shared site. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One of the services `npm start` runs (tools/scripts/site.cjs), by name. */
export function service(name: string) {
  const found = services.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No service called ${name}`);
  return found;
}
