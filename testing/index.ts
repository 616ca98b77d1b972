// matka-core/testing: what the package's own tests use, for a package user's tests. fast-check
// is its peer: install it beside matka-core to use this entry.
//
// - Arbitraries of every generator's valid and hostile inputs (anyInput: anything at all).
// - An independent derivation of the pana catalogue, as an oracle: panas as multisets of three
//   digits in the game's order, where core filters 000–999; the two agree only if both are right.
// - Fakes of the ports: a scripted gateway for any port, and recording fakes of the app's.
//
// An example property test a package user can copy: README, "Using the package".
export {
  anyInput,
  digit,
  digitChar,
  digitString,
  kinds,
  notADigit,
  notAKind,
  notAPana,
  notDigits,
  pana,
} from './arbitraries.js';
export {
  cutOf,
  digitSum,
  isCatalogueList,
  isJodi,
  isReferencePana,
  kindOf,
  REFERENCE_PANAS,
} from './reference-catalogue.js';
export { FakeWalletBroadcast } from './fakes/fake-wallet-broadcast.js';
export { RecordingNavigator } from './fakes/recording-navigator.js';
export { RecordingNotifier } from './fakes/recording-notifier.js';
export { ScriptedGateway, scriptedGateways, type ScriptedGateways } from './fakes/scripted-gateway.js';
export { VirtualClock } from './fakes/virtual-clock.js';
