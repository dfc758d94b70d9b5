/** What other parts of the server may use of the achievements module (the rest is its own). */
export { registerAchievementHandlers } from './achievements.handlers.ts';
