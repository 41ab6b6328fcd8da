import { describe, expect, it } from 'vitest';
import { actionView } from '@/lib/list/view';
import { actionsOf, dialogs, dialogsOf, findDialog, findForm, forms, formsOf } from '@/lib/registry';
import { type ScreenDef, screens } from '@/lib/screens';

// Issue #41: an action holds its form, and the form registry is derived by walking the actions of
// every screen and dialog (lib/registry.ts), so no form is listed a second time by hand.

describe('the form registry, derived', () => {
  const formActions = actionsOf(screens, dialogs).filter((a) => a.kind === 'form');

  it('holds exactly the forms the actions open, each once by its id', () => {
    expect(forms.length).toBeGreaterThan(100);
    expect(new Set(forms.map((f) => f.id)).size).toBe(forms.length);
    const opened = new Set(formActions.map((a) => (a.kind === 'form' ? a.form : null)));
    expect(forms.every((f) => opened.has(f))).toBe(true);
    for (const a of formActions) if (a.kind === 'form') expect(findForm(a.form.id)).toBe(a.form);
  });

  it('refuses two different forms under one id', () => {
    const [first] = forms;
    const twin = { ...first };
    const host = screens.find((s) => s.kind === 'list')!;
    if (host.kind !== 'list') throw new Error('no list screen');
    const screen: ScreenDef = { ...host, list: { ...host.list, tools: [{ id: 'x', label: 'x', kind: 'form', form: twin }] } };
    expect(() => formsOf([...screens, screen], dialogs)).toThrow(`two forms declared with the id ${first.id}`);
  });

  it('hands the browser the form id, never the declaration', () => {
    const action = formActions[0];
    const view = actionView(action, 'all');
    expect(view).toMatchObject({ kind: 'form', form: action.kind === 'form' ? action.form.id : '' });
    expect(JSON.stringify(view)).not.toContain('"submit"');
  });
});

describe('the dialog registry, derived', () => {
  const dialogActions = actionsOf(screens, dialogs).filter((a) => a.kind === 'dialog');

  it('holds every dialog an action opens, itself, under its entity', () => {
    expect(dialogActions.length).toBeGreaterThan(10);
    for (const a of dialogActions) if (a.kind === 'dialog') expect(findDialog(a.dialog.entity)).toBe(a.dialog);
    expect(new Set(dialogs.map((d) => d.entity)).size).toBe(dialogs.length);
  });

  it('finds a dialog only an action opens, and one that a found dialog opens in turn', () => {
    const inner = { entity: 'innerProbe', title: '内', tabs: [] };
    const outer = {
      entity: 'outerProbe',
      title: '外',
      tabs: [],
      actions: [{ id: 'open', label: '打开', kind: 'dialog' as const, dialog: inner, idKey: 'id' }],
    };
    const host = screens.find((s) => s.kind === 'list')!;
    if (host.kind !== 'list') throw new Error('no list screen');
    const screen: ScreenDef = {
      ...host,
      list: { ...host.list, actions: [{ id: 'x', label: 'x', kind: 'dialog', dialog: outer, idKey: 'id' }] },
    };
    const found = dialogsOf([screen], []);
    expect(found).toContain(outer);
    expect(found).toContain(inner);
  });

  it('refuses two different dialogs under one entity', () => {
    const [first] = dialogs;
    const host = screens.find((s) => s.kind === 'list')!;
    if (host.kind !== 'list') throw new Error('no list screen');
    const twin = { ...first };
    const screen: ScreenDef = {
      ...host,
      list: { ...host.list, tools: [{ id: 'x', label: 'x', kind: 'dialog', dialog: twin, idKey: 'id' }] },
    };
    expect(() => dialogsOf([...screens, screen], dialogs)).toThrow(`two dialogs declared for the entity ${first.entity}`);
  });

  it('hands the browser the dialog entity, never the declaration', () => {
    const action = dialogActions[0];
    const view = actionView(action, 'all');
    expect(view).toMatchObject({ kind: 'dialog', dialog: action.kind === 'dialog' ? action.dialog.entity : '' });
    expect(JSON.stringify(view)).not.toContain('"tabs"');
  });
});
