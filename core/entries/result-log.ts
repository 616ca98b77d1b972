// matka-core/result-log: the public result log's hash chain and its check, alone: anyone may
// verify a published log with it, and it depends on nothing.

// The public result log and its check.
export {
  GENESIS_HASH,
  resultLogHash,
  resultLogText,
  verifyResultLog,
  type ResultLogEntry,
  type ResultLogVerdict,
} from '../results/result-log.js';
export { resultLogDays, type ResultLogDay, type ResultLogLine } from '../results/result-log-days.js';
