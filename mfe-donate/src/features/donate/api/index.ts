// The donate feature's public file (decision 080): the PayPal clients other features use, the feature owning them.
export { capturePaypalOrder, createPaypalOrder, isCaptureCompleted, isPaypalApprovalUrl } from './paypal-api';
export { usePaypalSetup, type PaypalAvailability } from './use-paypal-setup';
