import type { TabView } from '@/lib/dialogs/view';

/** What a bespoke dialog tab gets (components/dialogs/registry.tsx). */
export interface BespokeTabProps {
  /** The entity's id (the dialog's). */
  id: string;
  entity: string;
  tab: Extract<TabView, { kind: 'bespoke' }>;
}

/** What a row action's widget gets (ActionDef kind 'widget'): the row's id, and a callback once it acted. */
export interface ActionWidgetProps {
  id: string;
  onDone: () => void;
}
