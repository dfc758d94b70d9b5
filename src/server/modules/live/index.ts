/** What other parts of the server may use of the live module: its channels, its reactions to events, its prune. */

export { registerLiveHandlers } from './live.handlers.ts';
export {
  inProcessLiveChannel,
  type LiveChannel,
  postgresLiveChannel,
  redisLiveChannel,
} from './live-channel.ts';
export { scheduleLiveEventPrune } from './live-prune.ts';
