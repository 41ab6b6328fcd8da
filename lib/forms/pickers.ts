// The search pickers of form fields (issue #39, "Pickers, not codes"): an activity group or an
// account is chosen by typing part of its name or its number, never from a capped drop-down or
// typed blind. The field's `lookup` names the page call (gated with the form, lib/gate/policy.ts),
// the value sent, the name shown and how the text searches. Erasable TypeScript.
import { orgCalls } from '../calls/orgs.ts';
import type { CallDef } from '../calls/define.ts';
import type { FormField, PickerSearch } from './types.ts';

const SERIAL = { key: 'serial', header: '序号' };

/**
 * Activity groups (spec 03 §2 activity-group picker, /admin/member/activity/group/page): the groups
 * the operator may pick, searched by name, or by id when the text is a number.
 */
export const ACTIVITY_GROUP_SEARCH: PickerSearch = {
  name: 'activityGroupName',
  code: 'activityGroupId',
  columns: [SERIAL, { key: 'activityGroupId', header: '活动组编号' }, { key: 'activityGroupName', header: '活动组名称' }],
};

/**
 * Accounts (the account management page): searched by account name, by number when the text is a
 * number, by the owner's member id when it is one (ten hexadecimal characters, as 5A3C02E436), and
 * by the owner's name when it is a person's name (issue #53: neither found an account before).
 */
export const ACCOUNT_SEARCH: PickerSearch = {
  name: 'acctName',
  code: 'acctId',
  also: [
    { field: 'memberId', when: '^[0-9A-Fa-f]{10}$' },
    { field: 'realName', when: '^[\\u4e00-\\u9fa5·]{2,20}$' },
  ],
  columns: [
    SERIAL,
    { key: 'acctId', header: '账户编号' },
    { key: 'acctName', header: '账户名称' },
    { key: 'memberId', header: '会员编号' },
    // The owner, masked as every list shows it (searched by the name typed, shown masked).
    { key: 'realName', header: '姓名' },
  ],
};

type Rest = Omit<FormField, 'type' | 'lookup'>;

/** An activity-group field: its id sent, its name shown. */
export function activityGroupField(field: Rest): FormField {
  return {
    placeholder: '请输入活动组名称或编号',
    ...field,
    type: 'activityGroup',
    lookup: { call: orgCalls.groupPicker, value: 'activityGroupId', label: 'activityGroupName', search: ACTIVITY_GROUP_SEARCH },
  };
}

/** An account field searched with `call` (a page of accounts in the operator's scope): its number sent, its name shown. */
export function accountField(call: CallDef, field: Rest): FormField {
  return {
    placeholder: '请输入账户名称、编号、会员编号或姓名',
    ...field,
    type: 'account',
    lookup: { call, value: 'acctId', label: 'acctName', search: ACCOUNT_SEARCH },
  };
}
