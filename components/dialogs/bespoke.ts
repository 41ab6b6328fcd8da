// What bespoke dialog tabs and bespoke forms get (components/dialogs/registry.tsx loads them).
import type { TabView } from '@/lib/dialogs/view';
import type { FormView } from '@/lib/forms/view';

export interface BespokeTabProps {
  /** The entity's id (the dialog's). */
  id: string;
  entity: string;
  tab: Extract<TabView, { kind: 'bespoke' }>;
}

/** What a bespoke form gets: its server-side view, the record's id when editing, whether it is on top. */
export interface BespokeFormProps {
  view: FormView;
  id?: string;
  top: boolean;
}

/** What a row action's widget gets (ActionDef kind 'widget'): the row's id, and a callback once it acted. */
export interface ActionWidgetProps {
  id: string;
  /** The record the action's table belongs to, by its id key (the member dialog's `{memberId}`). */
  scope?: Readonly<Record<string, string>>;
  onDone: () => void;
}
