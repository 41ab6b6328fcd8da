// Reconciliation (spec 01 §4): a batch per channel and day over the orders the channel processed,
// with the batch status (10/15/20/40/-1), and the items it found, one for every tenth order, each
// with an item status (10/15/20/30/40) and for a mismatch (30) a sub-status 31-37. Seeded set-wise
// in SQL from the orders.
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';
import { spread } from './spread.ts';

const CHANNEL_INDEX = `CASE pay_channel WHEN 'wx' THEN 1 WHEN 'zfb' THEN 2 WHEN 'yl' THEN 3 WHEN 'cx' THEN 4 WHEN 'sd' THEN 5
  WHEN 'hh' THEN 6 ELSE 7 END`;
const RECON_ID = `CAST(replace(substr(crt_time, 1, 10), '-', '') AS INTEGER) * 10 + ${CHANNEL_INDEX}`;

export const reconBatches: Resource = {
  name: 'recon-batches',
  schema: `CREATE TABLE IF NOT EXISTS recon_batch (
    recon_id INTEGER PRIMARY KEY,
    recon_date TEXT NOT NULL,
    cnl_code TEXT NOT NULL,
    total_cnt INTEGER NOT NULL,
    total_amt INTEGER NOT NULL,
    cnl_cnt INTEGER NOT NULL,
    cnl_amt INTEGER NOT NULL,
    diff_cnt INTEGER NOT NULL,
    recon_status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS recon_batch_date ON recon_batch(recon_date);
  CREATE TABLE IF NOT EXISTS recon_item (
    item_id INTEGER PRIMARY KEY,
    recon_id INTEGER NOT NULL,
    recon_date TEXT NOT NULL,
    cnl_code TEXT NOT NULL,
    order_id TEXT,
    cnl_order_no TEXT NOT NULL,
    amount INTEGER,
    cnl_amount INTEGER,
    item_status INTEGER NOT NULL,
    sub_status INTEGER,
    remark TEXT
  );
  CREATE INDEX IF NOT EXISTS recon_item_batch ON recon_item(recon_id, item_status);
  CREATE INDEX IF NOT EXISTS recon_item_date ON recon_item(recon_date);`,
  version: 1,
  seed: ({ db, rng }) => {
    const salt = rng.int(1, 999_983);
    db.exec(`INSERT INTO recon_item (recon_id, recon_date, cnl_code, order_id, cnl_order_no, amount, cnl_amount, item_status, sub_status, remark)
      SELECT recon_id, day, pay_channel, CASE WHEN st = 10 THEN NULL ELSE order_id END, upper(pay_channel) || substr(order_id, 5),
        CASE WHEN st = 10 THEN NULL ELSE amount END,
        CASE WHEN st = 15 THEN NULL WHEN st = 30 AND sub = 31 THEN amount + 100 ELSE amount END,
        st, CASE WHEN st = 30 THEN sub END,
        CASE st WHEN 10 THEN '渠道有记录，我方无订单' WHEN 15 THEN '我方有订单，渠道无记录' WHEN 40 THEN '渠道文件解析失败' END
      FROM (SELECT ${RECON_ID} AS recon_id, substr(crt_time, 1, 10) AS day, pay_channel, order_id, amount,
              CASE WHEN h < 78 THEN 20 WHEN h < 86 THEN 30 WHEN h < 91 THEN 10 WHEN h < 96 THEN 15 ELSE 40 END AS st,
              31 + h % 7 AS sub
            FROM (SELECT *, ${spread('rowid', salt, 100)} AS h FROM pos_order WHERE rowid % 10 = 3 AND order_status IN (20, 26, 27, 40, 41)))`);
    db.exec(`INSERT INTO recon_batch (recon_id, recon_date, cnl_code, total_cnt, total_amt, cnl_cnt, cnl_amt, diff_cnt, recon_status, remark,
        crt_time, upt_time)
      SELECT recon_id, day, pay_channel, cnt, amt, cnt, amt, 0,
        CASE WHEN day >= (SELECT substr(MAX(crt_time), 1, 10) FROM pos_order) THEN 15
          WHEN ${spread('recon_id', salt, 40)} = 0 THEN -1 WHEN ${spread('recon_id', salt, 40)} < 4 THEN 40
          WHEN ${spread('recon_id', salt, 40)} = 5 THEN 10 ELSE 20 END,
        NULL, day || ' 02:00:00', day || ' 03:30:00'
      FROM (SELECT ${RECON_ID} AS recon_id, substr(crt_time, 1, 10) AS day, pay_channel, COUNT(*) AS cnt, SUM(amount) AS amt
            FROM pos_order WHERE order_status IN (20, 26, 27, 41) GROUP BY 1, 2, 3)`);
    db.exec(`UPDATE recon_batch SET diff_cnt = d.diff, cnl_cnt = cnl_cnt + d.extra - d.missing,
        remark = CASE recon_status WHEN 40 THEN '渠道对账文件缺失' WHEN -1 THEN '重复批次，已作废' ELSE remark END
      FROM (SELECT recon_id, SUM(item_status <> 20) AS diff, SUM(item_status = 10) AS extra, SUM(item_status = 15) AS missing
            FROM recon_item GROUP BY recon_id) AS d
      WHERE recon_batch.recon_id = d.recon_id`);
  },
  page: callOf('POST /admin/recon/page'),
  from: 'recon_batch b',
  select: `b.recon_id AS reconId, b.recon_date AS reconDate, b.cnl_code AS cnlCode, b.total_cnt AS totalCnt, b.total_amt AS totalAmt,
    b.cnl_cnt AS cnlCnt, b.cnl_amt AS cnlAmt, b.diff_cnt AS diffCnt, b.recon_status AS reconStatus, b.remark AS remark,
    b.crt_time AS crtTime, b.upt_time AS uptTime`,
  orderBy: 'b.recon_date DESC, b.recon_id',
  filters: {
    cnlCode: { eq: 'b.cnl_code' },
    reconStatus: { eq: 'b.recon_status' },
    reconTime: { dates: "b.recon_date || ' 00:00:00'" },
  },
  detail: callOf('POST /admin/recon/detail'),
  key: 'reconId',
  keyColumn: 'b.recon_id',
};

export const reconItems: Resource = {
  name: 'recon-items',
  page: callOf('POST /admin/recon/item/page'),
  from: 'recon_item i',
  select: `i.item_id AS itemId, i.recon_id AS reconId, i.recon_date AS reconDate, i.cnl_code AS cnlCode, i.order_id AS orderId,
    i.cnl_order_no AS cnlOrderNo, i.amount AS amount, i.cnl_amount AS cnlAmount, i.item_status AS itemStatus,
    i.sub_status AS subStatus, i.remark AS remark`,
  orderBy: 'i.recon_date DESC, i.item_id',
  filters: {
    reconId: { eq: 'i.recon_id' },
    cnlCode: { eq: 'i.cnl_code' },
    orderId: { eq: 'i.order_id' },
    itemStatus: { eq: 'i.item_status' },
    subStatus: { eq: 'i.sub_status' },
    reconTime: { dates: "i.recon_date || ' 00:00:00'" },
  },
};
