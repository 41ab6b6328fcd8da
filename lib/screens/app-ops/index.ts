import type { ScreenDef } from '../types.ts';
import { wechatRecord } from './wechat-record.ts';
import { taskManager } from './task-manager.ts';
import { operateSendSms } from './operate-send-sms.ts';
import { operateSendSmsTmpltSee } from './operate-send-sms-tmplt-see.ts';
import { operateOrder } from './operate-order.ts';
import { operateAgentMessageOfficial } from './operate-agent-message-official.ts';
import { operateAgentMessageNotice } from './operate-agent-message-notice.ts';
import { operateAgentMessageNoticeBatch } from './operate-agent-message-notice-batch.ts';
import { calendarList } from './calendar-list.ts';
import { appVideo } from './app-video.ts';
import { appVersion } from './app-version.ts';
import { appQuestion } from './app-question.ts';
import { appMenu } from './app-menu.ts';
import { appFunction } from './app-function.ts';
import { appFeedback } from './app-feedback.ts';
import { appAgreement } from './app-agreement.ts';
import { systemAuthorizationTreeApp } from './system-authorization-tree-app.ts';

/** Spec 01 §2 "App, operations, messaging". */
export const appOps: readonly ScreenDef[] = [
  appFunction,
  appVersion,
  appAgreement,
  appFeedback,
  appQuestion,
  appVideo,
  appMenu,
  systemAuthorizationTreeApp,
  operateAgentMessageOfficial,
  operateAgentMessageNotice,
  operateAgentMessageNoticeBatch,
  operateSendSms,
  operateSendSmsTmpltSee,
  operateOrder,
  wechatRecord,
  taskManager,
  calendarList,
];
