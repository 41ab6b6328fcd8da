import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readXlsxRows } from '../../upstream/kit/xlsx-read';
import { type ConsoleClient, signedIn } from '../support/console-client';

// Issue #39, friction: every import offers its template, and 基础模板 downloads them, through the
// template call (contract: POST /admin/common/template/down, assumed; unencrypted as protocol §3's
// /template/down paths). The gate lets it through with the import's right or 基础模板's.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;

const PATH = '/admin/common/template/down';
const AT = (screen: string) => ({ 'x-console-screen': screen, 'x-export-name': encodeURIComponent('模板') });

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

async function sheet(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  return readXlsxRows(Buffer.from(await res.arrayBuffer()));
}

describe('import templates', () => {
  it('the batch adjustment import gets the sheet its import reads', async () => {
    const rows = await sheet(await admin.api(PATH, { templateCode: 'TPL_ACCT_ADJUST' }, AT('AcctManage_ADJUST_BATCH')));
    expect(rows[0]).toEqual(['账户编号', '调账方向(+/-)', '金额(元)', '调账原因']);
  });

  it('基础模板 downloads an import template; a disabled one is refused with the reason', async () => {
    const rows = await sheet(await admin.api(PATH, { templateCode: 'TPL_TERM_IN' }, AT('BaseTemplate')));
    expect(rows[0]).toEqual(['终端号']);
    const off = await admin.api(PATH, { templateCode: 'TPL_SIM_CONFIG' }, AT('BaseTemplate'));
    expect(await off.json()).toMatchObject({ message: expect.stringContaining('模板已停用') });
  });

  it('the import’s screen right suffices; without it or 基础模板’s the call is refused before the upstream', async () => {
    const rows = await sheet(await operator.api(PATH, { templateCode: 'TPL_BLACK_LIST' }, AT('CnlBlackList')));
    expect(rows[0]).toEqual(['黑名单类型', '黑名单值', '会员编号', '原因']);
    const res = await operator.api(PATH, { templateCode: 'TPL_ACCT_ADJUST' }, AT('BaseTemplate'));
    expect(res.status).toBe(403);
  });
});
