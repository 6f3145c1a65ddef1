import type { Server } from 'node:http';
import { createSimApp } from './app';
import { startBillingClock } from './billing-clock';
import type { SimConfig } from './config';
import { SimStore } from './store';

/** The simulator listening on its configured port and address (loopback unless PAYPAL_SIM_HOST says otherwise). */
export function listenSim(config: SimConfig, store = new SimStore()): Server {
  const server = createSimApp(config, store).listen(config.port, config.host);
  const stop = startBillingClock(config, store);
  server.once('close', stop);
  return server;
}
