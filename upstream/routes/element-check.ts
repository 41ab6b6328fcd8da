// Three/four-element identity check (AuthElementCheck): name, ID number, card (and mobile for four
// elements) through a payment channel. The reference upstream stands in for the channel: the
// check passes when a member holds that ID number under that name. Each check is recorded and can
// be re-run by its authId. Spec 01 §4, §7: the outcome is the envelope's status and the message its
// message: a pass answers status 20 with 认证成功 (data {authId}), a failure a business error.
import { randomBytes } from 'node:crypto';
import { bizError, MessageReply } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { formatStamp, formatTime, str } from '../util.ts';

const CHANNELS = ['cx', 'sd', 'hh', 'flm'];
const FAILED = '认证失败：姓名与身份证号不一致';

interface Inputs {
  authType: number;
  prcCnlCode: string;
  realName: string;
  idcNum: string;
  cardNo: string;
  mobile: string | null;
}

function validate(body: Record<string, unknown>): Inputs {
  const prcCnlCode = str(body.prcCnlCode)?.toLowerCase() ?? '';
  if (!CHANNELS.includes(prcCnlCode)) throw bizError('请选择认证通道', 'E7001');
  const authType = Number(str(body.authType));
  if (authType !== 3 && authType !== 4) throw bizError('请选择认证类型', 'E7002');
  const realName = str(body.realName) ?? '';
  if (!/^[\p{Script=Han}·]{2,20}$/u.test(realName)) throw bizError('请输入正确的姓名', 'E7003');
  const idcNum = (str(body.idcNum) ?? '').toUpperCase();
  if (!/^\d{17}[\dX]$/.test(idcNum)) throw bizError('请输入18位身份证号', 'E7004');
  const cardNo = (str(body.cardNo) ?? '').replace(/\s+/g, '');
  if (!/^\d{14,19}$/.test(cardNo)) throw bizError('请输入14到19位银行卡号', 'E7005');
  const mobile = str(body.mobile);
  if (authType === 4 && !/^1\d{10}$/.test(mobile ?? '')) throw bizError('请输入11位手机号', 'E7006');
  return { authType, prcCnlCode, realName, idcNum, cardNo, mobile: authType === 4 ? mobile : null };
}

/** The check's answer: status 20 and its message, or the failure as a business error (recorded first). */
function answer(outcome: { result: 'success' | 'fail'; message: string }, authId: string): MessageReply {
  if (outcome.result === 'fail') throw bizError(outcome.message, 'E7008');
  return new MessageReply(outcome.message, { authId });
}

function verdict(ctx: Ctx, inputs: Inputs): { result: 'success' | 'fail'; message: string } {
  const match = ctx.app.db.prepare('SELECT 1 FROM member WHERE idc_num = ? AND real_name = ? LIMIT 1').get(inputs.idcNum, inputs.realName);
  return match ? { result: 'success', message: '认证成功' } : { result: 'fail', message: FAILED };
}

interface RecordRow {
  auth_id: string;
  auth_type: number;
  prc_cnl_code: string;
  real_name: string;
  idc_num: string;
  card_no: string;
  mobile: string | null;
}

function elementCheck(ctx: Ctx) {
  const { db } = ctx.app;
  const now = Date.now();
  const authId = str(ctx.body.authId);
  if (authId) {
    const row = db.prepare('SELECT * FROM auth_record WHERE auth_id = ?').get(authId) as RecordRow | undefined;
    if (!row) throw bizError('认证记录不存在', 'E7007');
    // Spec 02 §7 retry authentication {memberId, authId}: the record must be that member's.
    const memberId = str(ctx.body.memberId);
    if (memberId && !db.prepare('SELECT 1 FROM member_cert WHERE auth_id = ? AND member_id = ?').get(authId, memberId.toUpperCase()))
      throw bizError('认证记录不存在', 'E7007');
    const outcome = verdict(ctx, {
      authType: row.auth_type,
      prcCnlCode: row.prc_cnl_code,
      realName: row.real_name,
      idcNum: row.idc_num,
      cardNo: row.card_no,
      mobile: row.mobile,
    });
    db.prepare('UPDATE auth_record SET result = ?, message = ?, upt_time = ? WHERE auth_id = ?').run(
      outcome.result,
      outcome.message,
      formatTime(now),
      authId,
    );
    return answer(outcome, authId);
  }
  const inputs = validate(ctx.body);
  const outcome = verdict(ctx, inputs);
  const id = `AU${formatStamp(now)}${randomBytes(3).toString('hex').toUpperCase()}`;
  db.prepare(`INSERT INTO auth_record (auth_id, auth_type, prc_cnl_code, real_name, idc_num, card_no, mobile, result, message, emp_id,
    crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    id,
    inputs.authType,
    inputs.prcCnlCode,
    inputs.realName,
    inputs.idcNum,
    inputs.cardNo,
    inputs.mobile,
    outcome.result,
    outcome.message,
    ctx.emp!.empId,
    formatTime(now),
    formatTime(now),
  );
  return answer(outcome, id);
}

export const elementCheckRoutes: Route[] = [{ method: 'POST', path: '/admin/auth/element-check', handler: elementCheck }];
