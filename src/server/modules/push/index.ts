/**
 * What other parts of the server may use of the push module (docs/decisions/086-web-push.md): its reactions to
 * domain events and the table of what is pushed, its keys and sender, the worker app.ts schedules, and the
 * outbox's delivery (tests run it themselves).
 */

export { PUSHED_EVENTS, registerPushHandlers } from './push.handlers.ts';
export { type EndpointRules, isAllowedEndpoint } from './push-endpoint.ts';
export { deliverDuePushes, type PushDeliveryResult } from './push-outbox.ts';
export { createPushSender, type PushSender } from './push-sender.ts';
export { PUSH_WORKER_INTERVAL_MS, schedulePushWorker } from './push-worker.ts';
export { resolveVapidDetails, type VapidDetails } from './vapid-keys.ts';
