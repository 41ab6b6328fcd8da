'use client';

// Tab 2, settlement info (spec 03 §3 orgCard, §4, §5): settlement and subject type decide the
// fields and the images; the pictures refresh 300 ms after a type change. The bank follows the
// card number's bin or a search; the branch chooser needs the city first, then the head bank.
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { BankBranchPicker } from '@/components/widgets/bank-branch-picker';
import { ImageUpload } from '@/components/widgets/image-upload';
import { ProvinceCity } from '@/components/widgets/province-city';
import { cardBin } from '@/lib/calls/lookups';
import { reads } from '@/lib/answer/reads';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { bankList } from '@/lib/screens/system/bank-list';
import {
  branchOrder,
  cardLabels,
  type ImageSlot,
  imageSlots,
  isEnterprise,
  MAX,
  PICTURE_REFRESH_MS,
  SETTLE_ENTERPRISE,
  SETTLE_PERSONAL,
  SUBJECT_AUTHORISED,
  SUBJECT_COMPANY,
  SUBJECT_LEGAL,
  UPLOAD,
} from '@/lib/orgs/rules';
import { fieldId, Grid, RadioField, TextField, useError } from './fields';
import type { TabProps } from './tab-props';
import { useCallPath } from './paths';
import { StatusNote } from '@/components/ui/status-note';
import { useUpstream } from '@/lib/swr/upstream';

const SETTLE_OPTIONS = [
  { value: SETTLE_PERSONAL, label: '个人' },
  { value: SETTLE_ENTERPRISE, label: '企业' },
];
const SUBJECT_OPTIONS = [
  { value: SUBJECT_COMPANY, label: '公司' },
  { value: SUBJECT_LEGAL, label: '法人' },
  { value: SUBJECT_AUTHORISED, label: '授权人' },
];

export function CardTab(props: TabProps) {
  const { form, mode, flags, shown } = props;
  const see = mode === 'see';
  const settleType = useWatch({ control: form.control, name: 'orgCard.settleType' });
  const subjectType = useWatch({ control: form.control, name: 'orgCard.subjectType' });
  const enterprise = isEnterprise(settleType);
  const labels = cardLabels(settleType, subjectType);
  // StandardOrgInfManageSettleType: personal settlement only.
  useEffect(() => {
    if (flags.personalOnly && !see && settleType !== SETTLE_PERSONAL) form.setValue('orgCard.settleType', SETTLE_PERSONAL);
  }, [flags.personalOnly, see, settleType, form]);
  const masked = (k: string) => (mode === 'edit' ? `${shown.masks[k] ?? ''}（不修改请留空）` : undefined);
  const cardBlur = async () => {
    const no = form.getValues('orgCard.cardNo').replace(/\s+/g, '');
    if (no.length < 6 || form.getValues('orgCard.bankCode')) return;
    const bank = BIN.object(await api<unknown>(cardBin.path, { body: { bankCard: no }, silent: true }).catch(() => null));
    if (bank?.bankCode) {
      form.setValue('orgCard.bankCode', String(bank.bankCode), { shouldDirty: true });
      form.setValue('orgCard.bankName', String(bank.bankName ?? ''), { shouldDirty: true });
      form.clearErrors('orgCard.bankCode');
    }
  };
  return (
    <div>
      <Grid>
        <RadioField
          form={form}
          name="orgCard.settleType"
          label="结算类型"
          options={flags.personalOnly ? SETTLE_OPTIONS.slice(0, 1) : SETTLE_OPTIONS}
          locked={see}
          onChange={(v) => {
            if (v !== SETTLE_ENTERPRISE) form.setValue('orgCard.subjectType', '');
          }}
        />
        {enterprise ? (
          <RadioField form={form} name="orgCard.subjectType" label="主体类型" options={SUBJECT_OPTIONS} locked={see} />
        ) : (
          <div />
        )}
        <TextField form={form} name="orgCard.cardHostName" label={labels.cardHostName} required maxLength={MAX.cardHostName} locked={see} />
        <TextField
          form={form}
          name="orgCard.idcNum"
          label={labels.idcNum}
          required={mode === 'add'}
          maxLength={MAX.idcNum}
          locked={see}
          shownValue={shown.masks.idcNum}
          placeholder={masked('idcNum') ?? '18位身份证号'}
        />
        <TextField
          form={form}
          name="orgCard.cardNo"
          label={labels.cardNo}
          required={mode === 'add'}
          maxLength={MAX.cardNo}
          inputMode="numeric"
          locked={see}
          shownValue={shown.masks.cardNo}
          placeholder={masked('cardNo')}
          onBlur={cardBlur}
        />
        <BankField {...props} />
        <AreaField {...props} />
        <BranchField {...props} />
        <TextField
          form={form}
          name="orgCard.preMobile"
          label="预留手机号"
          required={mode === 'add'}
          maxLength={MAX.mobile}
          inputMode="numeric"
          locked={see}
          shownValue={shown.masks.preMobile}
          placeholder={masked('preMobile') ?? '银行预留手机号'}
        />
        {enterprise && (
          <>
            <TextField form={form} name="orgCard.licenseNo" label={labels.licenseNo} required maxLength={MAX.licenseNo} locked={see} />
            <TextField
              form={form}
              name="orgCard.residenceAddress"
              label={labels.residenceAddress}
              maxLength={MAX.residenceAddress}
              locked={see}
            />
          </>
        )}
      </Grid>
      <Images {...props} settleType={settleType} subjectType={subjectType} />
    </div>
  );
}

type Bank = { bankCode: string; bankName: string };
/** Bank lookup by card number {bankCard}: bankCode, bankName; the bank list's rows (spec 03 §7 Pick-lists). */
const BIN = reads<Partial<Bank>>('POST /admin/bank/card/bin', { bankCode: true, bankName: true });
const BANKS = reads<Bank>('POST /admin/bank/page', { bankCode: true, bankName: true });

/** The head bank: a search over the bank list (50 a page), or the card number's bank. */
function BankField({ form, mode }: TabProps) {
  const callPath = useCallPath();
  const id = fieldId('orgCard.bankCode');
  const error = useError(form, 'orgCard.bankCode');
  const bankCode = useWatch({ control: form.control, name: 'orgCard.bankCode' });
  const bankName = useWatch({ control: form.control, name: 'orgCard.bankName' });
  const [keyword, setKeyword] = useState('');
  const { data } = useUpstream<unknown>(
    mode === 'see' ? null : callPath(bankList.list!.call),
    { pageNum: 1, pageSize: 50, ...(keyword ? { bankName: keyword } : {}) },
    { silent: true, retry: true },
  );
  const banks = BANKS.rows(data);
  const options = bankCode && !banks.some((b) => String(b.bankCode) === bankCode) ? [{ bankCode, bankName }, ...banks] : banks;
  return (
    <Field inline label="开户银行" htmlFor={id} error={error} required={mode !== 'see'}>
      {mode === 'see' ? (
        <Input id={id} value={bankName} disabled readOnly />
      ) : (
        <div className="flex gap-2">
          <div className="w-32 shrink-0">
            <Input aria-label="搜索银行" placeholder="输入名称搜索" value={keyword} onChange={(e) => setKeyword(e.target.value.trim())} />
          </div>
          <select
            id={id}
            aria-invalid={!!error || undefined}
            className={`h-8 min-w-0 flex-1 rounded border bg-white px-2 text-sm outline-none focus:border-brand ${error ? 'border-danger' : 'border-gray-300'}`}
            value={bankCode}
            onChange={(e) => {
              const b = options.find((x) => String(x.bankCode) === e.target.value);
              form.setValue('orgCard.bankCode', b ? String(b.bankCode) : '', { shouldDirty: true });
              form.setValue('orgCard.bankName', b?.bankName ?? '', { shouldDirty: true });
              // Another head bank: the branch chosen under the old one goes.
              form.setValue('orgCard.bankBranchCode', '');
              form.setValue('orgCard.bankBranchName', '');
              form.clearErrors('orgCard.bankCode');
            }}
          >
            <option value="">请选择开户银行</option>
            {options.map((b) => (
              <option key={b.bankCode} value={String(b.bankCode)}>
                {b.bankName}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

function AreaField({ form, mode }: TabProps) {
  const id = fieldId('orgCard.provinceCode');
  const error = useError(form, 'orgCard.provinceCode');
  const provinceCode = useWatch({ control: form.control, name: 'orgCard.provinceCode' });
  const cityCode = useWatch({ control: form.control, name: 'orgCard.cityCode' });
  const province = useWatch({ control: form.control, name: 'orgCard.province' });
  const city = useWatch({ control: form.control, name: 'orgCard.city' });
  return (
    <Field inline label="开户省市" htmlFor={`${id}-province`} error={error} required={mode !== 'see'}>
      {mode === 'see' ? (
        <Input id={`${id}-province`} value={`${province} ${city}`.trim()} disabled readOnly />
      ) : (
        <ProvinceCity
          id={id}
          source="area"
          invalid={!!error}
          value={{ provinceCode, cityCode }}
          onChange={(next) => {
            form.setValue('orgCard.provinceCode', next.provinceCode, { shouldDirty: true });
            form.setValue('orgCard.province', next.provinceName);
            form.setValue('orgCard.cityCode', next.cityCode, { shouldDirty: true });
            form.setValue('orgCard.city', next.cityName);
            form.setValue('orgCard.bankBranchCode', '');
            form.setValue('orgCard.bankBranchName', '');
            if (next.cityCode) form.clearErrors('orgCard.provinceCode');
          }}
        />
      )}
    </Field>
  );
}

/** The branch chooser: the city first (先选择省市), then the head bank (先选择银行总行). */
function BranchField({ form, mode }: TabProps) {
  const [open, setOpen] = useState(false);
  const id = fieldId('orgCard.bankBranchCode');
  const error = useError(form, 'orgCard.bankBranchCode');
  const name = useWatch({ control: form.control, name: 'orgCard.bankBranchName' });
  const cityCode = useWatch({ control: form.control, name: 'orgCard.cityCode' });
  const bankCode = useWatch({ control: form.control, name: 'orgCard.bankCode' });
  const choose = () => {
    const blocker = branchOrder(cityCode, bankCode);
    if (blocker) notify({ type: 'warning', message: blocker });
    else setOpen(true);
  };
  return (
    <Field inline label="开户支行" htmlFor={id} error={error} required={mode !== 'see'}>
      <div className="flex gap-2">
        <Input id={id} value={name} placeholder="请选择开户支行" disabled readOnly invalid={!!error} />
        {mode !== 'see' && (
          <Button onClick={choose} data-testid="org-choose-branch">
            选择支行
          </Button>
        )}
      </div>
      {open && (
        <BankBranchPicker
          open={open}
          onOpenChange={setOpen}
          bankCode={bankCode}
          areaCode={cityCode}
          onSelect={(row) => {
            form.setValue('orgCard.bankBranchCode', row.bankBranchCode, { shouldDirty: true });
            form.setValue('orgCard.bankBranchName', row.branchName, { shouldDirty: true });
            form.clearErrors('orgCard.bankBranchCode');
          }}
        />
      )}
    </Field>
  );
}

/** The image tiles of the settlement and subject type, refreshed 300 ms after a type change. */
function Images({ form, mode, shown, settleType, subjectType }: TabProps & { settleType: string; subjectType: string }) {
  const [slots, setSlots] = useState<ImageSlot[]>(() => imageSlots(settleType, subjectType));
  const [refreshing, setRefreshing] = useState(false);
  const key = `${settleType}|${subjectType}`;
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the types
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    setRefreshing(true);
    const timer = setTimeout(() => {
      setSlots(imageSlots(settleType, subjectType));
      setRefreshing(false);
    }, PICTURE_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return (
    <div className="border-t border-gray-100 pt-3">
      <p className="mb-2 text-sm text-gray-700">证件图片</p>
      {refreshing ? (
        <StatusNote>图片加载中…</StatusNote>
      ) : (
        <div className="flex flex-wrap gap-4" data-image-slots={slots.map((s) => s.tag).join(',')}>
          {slots.map((s) => (
            <ImageTile key={s.key} slot={s} form={form} mode={mode} uri={shown.uris} memberId={shown.memberId} />
          ))}
        </div>
      )}
    </div>
  );
}

function ImageTile({
  slot,
  form,
  mode,
  uri,
  memberId,
}: {
  slot: ImageSlot;
  form: TabProps['form'];
  mode: TabProps['mode'];
  uri: Record<string, string>;
  /** The organisation's member id, once it has one (01 §3 line 83: "memberId (empty if absent)"). */
  memberId?: string;
}) {
  const name = `orgCard.${slot.key}` as const;
  const fileId = useWatch({ control: form.control, name });
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const error = useError(form, name);
  const wanFullUri = fileId ? (uploaded[fileId] ?? uri[fileId] ?? '') : '';
  return (
    <div className="flex flex-col gap-1" data-image={slot.tag} id={fieldId(name)}>
      <span className="text-xs text-gray-600">
        {slot.required && mode !== 'see' && <span className="mr-0.5 text-danger">*</span>}
        {slot.name}
      </span>
      <ImageUpload
        label={slot.name}
        editable={mode !== 'see'}
        value={fileId ? { fileId, wanFullUri } : null}
        custFileGroup={UPLOAD.custFileGroup}
        custFileTag={slot.tag}
        fileType={UPLOAD.fileType}
        memberId={memberId || null}
        onUploaded={(d) => {
          setUploaded((u) => ({ ...u, [d.fileId]: d.wanFullUri ?? '' }));
          form.setValue(name, d.fileId, { shouldDirty: true });
          form.clearErrors(name);
        }}
        onCleared={() => form.setValue(name, '', { shouldDirty: true })}
      />
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger" data-error-for={fieldId(name)}>
        {error ?? ''}
      </p>
    </div>
  );
}
