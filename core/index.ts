// The whole of core, as the app uses it: every entry of the package together. A package user
// imports an entry instead (README, "Using the package"): matka-core (the numbers),
// matka-core/player, matka-core/console, matka-core/result-log.
export * from './entries/numbers.js';
export * from './entries/player.js';
export * from './entries/console.js';
export * from './entries/result-log.js';
