// The texts of the error catalogue (spec 01 §8), apart from the logic in errors.ts so that a
// component needing only a wording (the error boundary) does not carry the classifier.

export const NOTICE_TITLE = '系统提示';
/** Closing a form with unsaved changes (issue #39; the spec words none: ours). */
export const UNSAVED_TEXT = '填写的内容尚未保存，确定关闭吗？';
export const SYSTEM_ERROR = '系统错误';
export const TIMEOUT_TEXT = `${SYSTEM_ERROR} | 请求超时：服务器响应时间过长，请稍后重试`;
export const CONTACT_ADMIN = '请联系管理员';
export const NETWORK_ERROR_TEXT = `${SYSTEM_ERROR} | 网络连接失败，请检查网络后重试`;
export const PERMISSION_DENIED = '权限不足！';
/** The session ended (status 41, or idle or past its lifetime). */
export const SESSION_EXPIRED_TEXT = '登录已过期，请重新登录';
/** The shared store (lib/store) is away: sign-in and sign-out refuse rather than go unrecorded. */
export const STORE_UNAVAILABLE_TEXT = '会话服务暂不可用，请稍后重试';
/** Login throttling: too many failures for the account or the address; `time` is HH:mm. */
export const loginThrottledText = (time: string) => `登录失败次数过多，请在${time}后重试`;
/** Export failure: title 系统提示, text 导出失败，请稍后重试. */
export const EXPORT_FAILED = { title: NOTICE_TITLE, message: '导出失败，请稍后重试' } as const;
export const EXPORT_TASK_CONFIRM = '导出任务已创建，是否前往报表日志页面查看？';
export const NOTIFY_DURATION_MS = 5000;
/** Spec 01 §9: the upstream gets 100 000 ms; the browser waits a little longer for the server's own 504. */
export const REQUEST_TIMEOUT_MS = 100_000;

export type Fault = 'timeout' | 'upstream' | 'decrypt' | 'denied' | 'bad-request' | 'session';
