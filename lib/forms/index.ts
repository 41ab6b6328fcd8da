// The form declarations' types. The forms themselves are found by walking the actions that open
// them (lib/registry.ts): an action holds its form, so no list names them again.
export type * from './types.ts';
