import { describe, expect, it } from 'vitest';
import { decodeTarget, dialogStack, type DialogTarget, encodeTarget, linkTarget, pushTarget, withExtra } from '@/lib/client/url';

const member = (id: string, tab?: string): DialogTarget => ({ kind: 'dialog', entity: 'member', id, ...(tab ? { tab } : {}) });

describe('the dialog stack in the URL', () => {
  it('round-trips targets and drops malformed ones', () => {
    for (const t of [
      member('5A3C060890', '2'),
      { kind: 'form', form: 'orgAdd' } as DialogTarget,
      { kind: 'form', form: 'orgEdit', id: 'ORG0001' } as DialogTarget,
    ])
      expect(decodeTarget(encodeTarget(t))).toEqual(t);
    expect(decodeTarget('member:<script>')).toBeNull();
    expect(dialogStack(new URLSearchParams('dlg=member:A1:1&dlg=bad:%3Cx%3E&dlg=form:orgAdd:'))).toEqual([
      member('A1', '1'),
      { kind: 'form', form: 'orgAdd' },
    ]);
  });

  it('a second open of the record or form on top stacks nothing (a double click on 新增)', () => {
    const stack: DialogTarget[] = [member('A1', '1')];
    expect(pushTarget(stack, member('A1', '3'))).toBe(stack);
    const form: DialogTarget = { kind: 'form', form: 'orgAdd' };
    const withForm = pushTarget([], form);
    expect(pushTarget(withForm, { kind: 'form', form: 'orgAdd' })).toBe(withForm);
    // A link or history entry that already holds the double opens one.
    expect(dialogStack(new URLSearchParams('dlg=form:orgAdd:&dlg=form:orgAdd:'))).toEqual([form]);
  });

  it('another record, or the same one beneath another, opens above', () => {
    const stack: DialogTarget[] = [member('A1')];
    expect(pushTarget(stack, member('B2'))).toEqual([member('A1'), member('B2')]);
    expect(pushTarget([member('A1'), member('B2')], member('A1'))).toHaveLength(3);
    expect(pushTarget([{ kind: 'form', form: 'orgEdit', id: 'ORG1' }], { kind: 'form', form: 'orgEdit', id: 'ORG2' })).toHaveLength(2);
  });
});

describe('the opening row goes with the link (spec 02 §7 order detail {orderId, orderType})', () => {
  it('a target carries the row fields its link names, through the URL and back', () => {
    const column = { key: 'orderId', link: 'order', linkWith: ['orderType'] };
    const t = linkTarget(column, { orderId: 'O1', orderType: 'POS', memberId: 'M1' });
    expect(t).toEqual({ kind: 'dialog', entity: 'order', id: 'O1', with: { orderType: 'POS' } });
    expect(decodeTarget(encodeTarget(t))).toEqual(t);
    expect(decodeTarget(encodeTarget({ ...t, tab: 'basic' } as DialogTarget))).toEqual({ ...t, tab: 'basic' });
    // A row without the field opens the dialog by its id alone.
    expect(linkTarget(column, { orderId: 'O2' })).toEqual({ kind: 'dialog', entity: 'order', id: 'O2' });
    expect(decodeTarget('order:O1::orderType=<x>')).toBeNull();
    expect(decodeTarget('order:O1::orderType=A=B')).toBeNull();
    expect(decodeTarget('form:orgAdd::x=1')).toBeNull();
  });

  it('the row’s value replaces a load’s default, and only for fields the load declares', () => {
    expect(withExtra({ orderType: 'POS' }, { orderType: 'SCAN', memberId: 'M1' })).toEqual({ orderType: 'SCAN' });
    expect(withExtra({ orderType: 'POS' }, {})).toEqual({ orderType: 'POS' });
    expect(withExtra(undefined, { orderType: 'SCAN' })).toEqual({});
  });
});
