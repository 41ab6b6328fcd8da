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

export const CHOICES: readonly Choice[] = [
  {
    id: '01-#12',
    spec: '01 §6 line 164: "for ORG users is limited to channels whose code is among the tag codes of that organisation\'s own info (loaded after a 2 s delay)"; 01 §9 line 238: "ORG payment-channel options delay 2 s"',
    choice:
      "the own info is read on the server with the list's first page, without a 2 s delay; when it fails or names no code, every channel stays on offer",
    why: "the delay paces a browser that loads the info after the page; here the options arrive with the server-rendered page, so a delay would only slow every ORG list by 2 s. The upstream still scopes the rows, so keeping every channel never shows another organisation's data",
  },
];
