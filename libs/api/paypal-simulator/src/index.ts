export { createSimApp } from './app';
export { DEFAULT_PORT, readSimConfig, refusalToStart, type SimConfig } from './config';
export { listenSim } from './listen';
export { SimStore } from './store';
export { webhookSignature, crc32, type SignatureInput } from './webhook-signature';
export { sandboxRedirectAdapter, PAYPAL_SANDBOX_API } from './sandbox-redirect-adapter';
