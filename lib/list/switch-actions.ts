// A 0/1 status switched by one call: the pair of row actions (启用 shown on 0, 停用 with a confirm
// on 1) that send the id and the new value. Erasable TypeScript (the upstream loads the screens).
import type { CallDef } from '../calls/define.ts';
import type { ActionDef } from './types.ts';

export interface SwitchActions {
  call: CallDef;
  idKey: string;
  /** The spec names no right for most switches: the screen's governs then. */
  right?: string;
  /** What is switched, in the confirm (该<noun>). */
  noun: string;
  /** The status field in the row and the body (default status). */
  field?: string;
  /** Labels of switching on and off (default 启用, 停用). */
  labels?: readonly [string, string];
  /** The confirm before switching off (default 确定<off>该<noun>吗？). */
  confirm?: string;
}

export function switchActions({
  call,
  idKey,
  right,
  noun,
  field = 'status',
  labels = ['启用', '停用'],
  confirm,
}: SwitchActions): ActionDef[] {
  const [on, off] = labels;
  return [
    { id: 'enable', label: on, kind: 'call', call, idKey, body: { [field]: 1 }, when: { field, values: [0] }, ...(right ? { right } : {}) },
    {
      id: 'disable',
      label: off,
      kind: 'call',
      call,
      idKey,
      body: { [field]: 0 },
      confirm: confirm ?? `确定${off}该${noun}吗？`,
      when: { field, values: [1] },
      ...(right ? { right } : {}),
    },
  ];
}
