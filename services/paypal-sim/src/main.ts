import { configOrExit } from '@solar/shared-config';
import { closeGracefully, createLogger, logLevelFrom } from '@solar/static-host';
import { listenSim, readSimConfig, refusalToStart } from '@solar/paypal-simulator';

const logger = createLogger({ service: 'paypal-sim', level: logLevelFrom(process.env) });
const refusal = refusalToStart(process.env);
if (refusal) {
  logger.error(refusal);
  process.exit(1);
}
const config = configOrExit(() => readSimConfig(process.env));
const server = listenSim(config);
server.once('listening', () => {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  logger.info(
    { clientId: config.clientId, publicUrl: config.publicUrl ?? null, testHooks: config.testHooks },
    `PayPal sandbox simulator (development and tests only) on http://${host}:${config.port}`,
  );
});
closeGracefully(server, logger);
