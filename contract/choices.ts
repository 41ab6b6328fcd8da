// Where the spec leaves a rule open (it is silent, or it allows two readings the console cannot
// serve at once), the console's choice, argued: the spec's words with file and line, what the
// console does, and why. `docs/upstream-contract.md` lists each for the deployer to confirm.
// A reading the console CAN serve both ways is in readings.ts instead. Erasable TypeScript.

export interface Choice {
  /** The review row it answers (`../shared/review/spec-01.md`), e.g. `01-#23`. */
  readonly id: string;
  /** The spec's words, with file and line. */
  readonly spec: string;
  /** What the console does. */
  readonly choice: string;
  /** Why, and what the deployer confirms. */
  readonly why: string;
}

export const CHOICES: readonly Choice[] = [];
