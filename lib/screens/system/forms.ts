// The forms of the system, app and messaging, scheduler and report screens (issue 17), one list for
// the form registry.
import type { FormDef } from '../../forms/types.ts';
import { appResAdd, appResEdit } from '../app-ops/system-authorization-tree-app.ts';
import { appAgreementAdd, appAgreementEdit } from '../app-ops/app-agreement.ts';
import { feedbackHandle } from '../app-ops/app-feedback.ts';
import { appFunctionAdd, appFunctionEdit } from '../app-ops/app-function.ts';
import { appMenuAdd, appMenuEdit } from '../app-ops/app-menu.ts';
import { appQuestionAdd, appQuestionEdit } from '../app-ops/app-question.ts';
import { appVersionAdd, appVersionEdit } from '../app-ops/app-version.ts';
import { appVideoAdd, appVideoEdit } from '../app-ops/app-video.ts';
import { calendarEdit } from '../app-ops/calendar-list.ts';
import { taskSave } from '../app-ops/task-manager.ts';
import { officialMessageAdd } from '../app-ops/operate-agent-message-official.ts';
import { noticeMessageAdd } from '../app-ops/operate-agent-message-notice.ts';
import { noticeBatchAdd } from '../app-ops/operate-agent-message-notice-batch.ts';
import { smsSend } from '../app-ops/operate-send-sms.ts';
import { baseTemplateAdd, baseTemplateEdit } from './base-template.ts';
import { sheetAdd, sheetEdit } from './sheet-list.ts';
import { employeeRoleAssign } from './system-authorization-member.ts';
import { roleAdd, roleEdit } from './system-authorization-setting.ts';
import { resAdd, resEdit } from './system-authorization-tree.ts';

export const systemForms: readonly FormDef[] = [
  roleAdd,
  roleEdit,
  resAdd,
  resEdit,
  appResAdd,
  appResEdit,
  employeeRoleAssign,
  appAgreementAdd,
  appAgreementEdit,
  feedbackHandle,
  appFunctionAdd,
  appFunctionEdit,
  appMenuAdd,
  appMenuEdit,
  appQuestionAdd,
  appQuestionEdit,
  appVersionAdd,
  appVersionEdit,
  appVideoAdd,
  appVideoEdit,
  calendarEdit,
  taskSave,
  baseTemplateAdd,
  baseTemplateEdit,
  sheetAdd,
  sheetEdit,
  officialMessageAdd,
  noticeMessageAdd,
  noticeBatchAdd,
  smsSend,
];
