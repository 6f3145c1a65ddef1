import { closeGracefully, log } from '@solar/static-host';
import { listenSim, readSimConfig, refusalToStart } from '@solar/paypal-simulator';

const refusal = refusalToStart(process.env);
if (refusal) {
  log('paypal-sim', refusal);
  process.exit(1);
}
const config = readSimConfig(process.env);
const server = listenSim(config);
server.once('listening', () => {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  log('paypal-sim', `PayPal sandbox simulator (development and tests only) on http://${host}:${config.port}`, {
    clientId: config.clientId,
    publicUrl: config.publicUrl ?? null,
    testHooks: config.testHooks,
  });
});
closeGracefully(server, 'paypal-sim');
