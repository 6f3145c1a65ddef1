import { closeGracefully, log } from '@solar/static-host';
import { createSimApp, readSimConfig, refusalToStart } from '@solar/paypal-simulator';

const refusal = refusalToStart(process.env);
if (refusal) {
  log('paypal-sim', refusal);
  process.exit(1);
}
const config = readSimConfig(process.env);
const server = createSimApp(config).listen(config.port, () => {
  log('paypal-sim', `PayPal sandbox simulator (development and tests only) on http://localhost:${config.port}`, {
    clientId: config.clientId,
    publicUrl: config.publicUrl ?? null,
  });
});
closeGracefully(server, 'paypal-sim');
