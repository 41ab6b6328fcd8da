// The forms of the system, app and messaging, scheduler and report screens (issue 17), one list for
// the form registry.
import type { FormDef } from '../../forms/types.ts';
import { appResAdd, appResEdit } from '../app-ops/system-authorization-tree-app.ts';
import { employeeRoleAssign } from './system-authorization-member.ts';
import { roleAdd, roleEdit } from './system-authorization-setting.ts';
import { resAdd, resEdit } from './system-authorization-tree.ts';

export const systemForms: readonly FormDef[] = [roleAdd, roleEdit, resAdd, resEdit, appResAdd, appResEdit, employeeRoleAssign];
