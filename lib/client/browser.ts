// Spec 01 §1: operators are warned that a desktop browser other than Chrome or Firefox may show
// the console badly. Pure on the user-agent string so it is unit-tested.

export const BROWSER_WARNING = '当前浏览器可能无法正常显示本系统，建议使用 Chrome 或 Firefox 浏览器';

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|HarmonyOS|OpenHarmony/i;
// Chromium-based browsers that announce themselves next to "Chrome/"; they are not Chrome.
const CHROMIUM_OTHERS =
  /Edg(e|A|iOS)?\/|OPR\/|Opera|SamsungBrowser|YaBrowser|UCBrowser|QQBrowser|MetaSr|LBBROWSER|360SE|360EE|2345Explorer|BIDUBrowser|Maxthon|Vivaldi|Brave/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE.test(ua);
}

/** True when a desktop browser is neither Chrome nor Firefox (Edge, Opera, Safari, others). */
export function shouldWarnBrowser(ua: string): boolean {
  if (!ua || isMobileUserAgent(ua)) return false;
  if (/Firefox\//.test(ua)) return false;
  if (/Chrome\//.test(ua) && !CHROMIUM_OTHERS.test(ua)) return false;
  return true;
}
