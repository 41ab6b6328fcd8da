import type { AreaId, ScreenDef } from '../types.ts';
import { systemAuthorizationTreeApp } from './system-authorization-tree-app.ts';

const area: AreaId = 'app-ops';

/** Spec 01 §2 "App, operations, messaging". */
export const appOps: readonly ScreenDef[] = [
  { name: 'AppFunction', title: 'App功能管理', area },
  { name: 'AppVersion', title: 'App版本管理', area },
  { name: 'AppAgreement', title: 'App协议管理', area },
  { name: 'AppFeedback', title: 'App意见反馈', area },
  { name: 'AppQuestion', title: 'App常见问题', area },
  { name: 'AppVideo', title: 'App视频管理', area },
  { name: 'AppMenu', title: 'App菜单管理', area },
  systemAuthorizationTreeApp,
  { name: 'OperateAgentMessageOfficial', title: '代理商官方消息', area },
  { name: 'OperateAgentMessageNotice', title: '代理商通知消息', area },
  { name: 'OperateAgentMessageNoticeBatch', title: '批量通知消息', area },
  { name: 'OperateSendSMS', title: '短信发送', area },
  { name: 'OperateSendSMSTmpltSee', title: '短信模板查看', area },
  { name: 'OperateOrder', title: '运营订单', area },
  { name: 'WechatRecord', title: '微信消息记录', area },
  { name: 'TaskManager', title: '任务管理', area },
  { name: 'CalendarList', title: '日历管理', area },
];
