// The dialog declarations' types. The registry of dialogs is derived in lib/registry.ts, with the
// other aggregates, so that no declaration imports upward.
export type * from './types.ts';
