// The organisation dialog and form (spec 03 §2 "Organisation form", §3, §5, §6): one bespoke
// multi-tab form in three modes. The dialog (see mode, 1300px) opens from every organisation id
// cell behind BaseAuthOrgId; the add and edit forms open from the organisation screens; the batch
// template variant replaces the policy activities with the config template's options.
import type { Gate } from '../access/gate.ts';
import { bankPage } from '../calls/lookups.ts';
import { orgCalls } from '../calls/orgs.ts';
import type { FormDef } from '../forms/types.ts';
import type { DialogDef } from './types.ts';

/**
 * Rights that change what the form shows (spec 03 §6), settled on the server. The two restricting
 * ones describe an organisation's own staff (a provider; personal settlement only): they apply to
 * ORG operators, so the platform administrator, who holds every right, keeps the whole form.
 */
export const ORG_FORM_FLAGS: Readonly<Record<string, Gate>> = {
  extendInfo: { right: 'StandardOrgInfManageExtendInfo' },
  provider: { right: 'StandardOrgInfManageIsProvider', roles: ['ORG'] },
  personalOnly: { right: 'StandardOrgInfManageSettleType', roles: ['ORG'] },
  optLogs: { roles: ['PRODUCT'] },
  platform: { roles: ['PRODUCT'] },
};

/** Rights of the add and edit actions on every organisation screen (ours: the spec names none). */

// The organisation's (and its leader's) row of the list: the member id and level orgInf does not give (03-#17).
const lookups = [orgCalls.detail, orgCalls.page, orgCalls.withdrawalGroup, orgCalls.groupPicker, orgCalls.activityPage, bankPage];

const base = { width: '1300px', component: 'org-form', flags: ORG_FORM_FLAGS, success: '保存成功' } as const;

export const orgAddForm: FormDef = {
  ...base,
  id: 'org-add',
  title: '新增{org}',
  submit: orgCalls.save,
  calls: lookups,
  fields: [],
};

export const orgEditForm: FormDef = {
  ...base,
  id: 'org-edit',
  title: '编辑{org}',
  submit: orgCalls.uptInf,
  load: orgCalls.detail,
  idKey: 'orgCode',
  calls: [orgCalls.uptCard, orgCalls.uptActivity, ...lookups],
  fields: [],
};

/** The batch template variant (StandardOrgInfManage2.0, AgentUsePageOrgInfManage2.0). */
export const orgAddTmplForm: FormDef = {
  ...orgAddForm,
  id: 'org-add-tmpl',
  calls: [...lookups, orgCalls.configTmplt],
  props: { variant: 'template' },
};

export const orgEditTmplForm: FormDef = {
  ...orgEditForm,
  id: 'org-edit-tmpl',
  calls: [orgCalls.uptCard, orgCalls.uptActivity, ...lookups, orgCalls.configTmplt],
  props: { variant: 'template' },
};

export const orgForms: readonly FormDef[] = [orgAddForm, orgEditForm, orgAddTmplForm, orgEditTmplForm];

/**
 * The organisation opened from its member id (an order's orgMemberId and topOrgMemberId: spec 02 §2
 * POS order page "Dialogs: … organisation view"; spec 03 §7 "Org detail by {memberId} (or orgCode)").
 */
export const orgByMemberDialog: DialogDef = {
  entity: 'orgMember',
  title: '{org}详情',
  width: '1300px',
  right: 'BaseAuthOrgId',
  tabs: [{ id: '1', title: '{org}信息', kind: 'bespoke', component: 'org-see-member', calls: [orgCalls.detail], flags: ORG_FORM_FLAGS }],
};

export const orgDialog: DialogDef = {
  entity: 'org',
  title: '{org}详情',
  width: '1300px',
  right: 'BaseAuthOrgId',
  tabs: [
    {
      id: '1',
      title: '{org}信息',
      kind: 'bespoke',
      component: 'org-see',
      calls: [orgCalls.detail, orgCalls.page, orgCalls.withdrawalGroup],
      flags: ORG_FORM_FLAGS,
    },
  ],
};
