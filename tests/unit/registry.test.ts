import { describe, expect, it } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { actionView } from '@/lib/list/view';
import { actionsOf, findForm, forms, formsOf } from '@/lib/registry';
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
