'use client';

// Tab 1, basic info (spec 03 §3 orgInf, §5): the parent, the name and type, the admin login with
// its password twice (add only), the contact and the payment channels (a subset of the parent's).
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/input';
import { OrgSearch } from '@/components/widgets/org-search';
import { useDict } from '@/lib/dict/cache';
import { MAX, MSG } from '@/lib/orgs/rules';
import { fieldId, Grid, SelectField, TextField, useError } from './fields';
import type { TabProps } from './tab-props';

const ORG_TYPES = [
  { value: '101810', label: '普通机构' },
  { value: '101820', label: '管理机构' },
];

export function BasicTab({ form, mode, flags, shown, t, setShown }: TabProps) {
  const see = mode === 'see';
  const add = mode === 'add';
  return (
    <Grid>
      {add ? (
        <ParentField {...{ form, mode, flags, shown, t, setShown }} />
      ) : (
        <TextField
          form={form}
          name="orgInf.parentOrgCode"
          label={`上级${t.org}`}
          locked
          shownValue={shown.parentOrgName ? `${shown.parentOrgName}（${form.getValues('orgInf.parentOrgCode')}）` : '无'}
        />
      )}
      <TextField form={form} name="orgInf.orgName" label={`${t.org}名称`} required maxLength={MAX.orgName} locked={see} />
      <SelectField form={form} name="orgInf.orgType" label={`${t.org}类型`} options={ORG_TYPES} required locked={see} />
      <TextField
        form={form}
        name="orgInf.adminMemberLoginId"
        label="管理员账号"
        required
        maxLength={MAX.loginId}
        locked={!add}
        placeholder="数字和大小写字母"
      />
      {add && (
        <>
          <TextField
            form={form}
            name="orgInf.adminMemberPwd"
            label="登录密码"
            type="password"
            required
            maxLength={MAX.password}
            placeholder={MSG.passwordHint}
          />
          <TextField
            form={form}
            name="orgInf.reInputadminMemberPwd"
            label="确认密码"
            type="password"
            required
            maxLength={MAX.password}
            placeholder="请再次输入密码"
          />
        </>
      )}
      <TextField form={form} name="orgInf.realName" label="联系人" required maxLength={MAX.realName} locked={see} />
      <TextField
        form={form}
        name="orgInf.bindMobile"
        label="手机号"
        required={add}
        maxLength={MAX.mobile}
        inputMode="numeric"
        locked={see}
        shownValue={shown.masks.bindMobile}
        placeholder={mode === 'edit' ? `${shown.masks.bindMobile ?? ''}（不修改请留空）` : '11位手机号'}
      />
      <TagsField {...{ form, mode, flags, shown, t, setShown }} />
    </Grid>
  );
}

function ParentField({ form, flags, shown, t, setShown }: TabProps) {
  const id = fieldId('orgInf.parentOrgCode');
  const error = useError(form, 'orgInf.parentOrgCode');
  return (
    <Field inline label={`上级${t.org}`} htmlFor={id} error={error} required>
      <OrgSearch
        id={id}
        roleType={flags.platform ? 'PRODUCT' : 'ORG'}
        value={shown.parentOrgName ?? ''}
        placeholder={`请输入上级${t.org}名称或编号`}
        onSelect={(_emit, row) => {
          form.setValue('orgInf.parentOrgCode', String(row.orgCode ?? ''), { shouldDirty: true });
          form.clearErrors('orgInf.parentOrgCode');
          setShown((s) => ({ ...s, parentOrgName: String(row.orgName ?? '') }));
        }}
        onClear={() => {
          form.setValue('orgInf.parentOrgCode', '');
          setShown((s) => ({ ...s, parentOrgName: '' }));
        }}
      />
    </Field>
  );
}

/** Payment channels of dictionary 8070 the parent offers (all of them at the top). */
function TagsField({ form, mode, shown }: TabProps) {
  const all = useDict(8070);
  const value = (useWatch({ control: form.control, name: 'orgInf.tagIds' }) ?? '') as string;
  const chosen = new Set(value.split(',').filter(Boolean));
  const offered = shown.parentTags === undefined || shown.parentTags === null ? null : new Set(shown.parentTags.split(',').filter(Boolean));
  const options = all.filter((o) => !offered || offered.has(o.value) || chosen.has(o.value));
  const id = fieldId('orgInf.tagIds');
  const error = useError(form, 'orgInf.tagIds');
  const toggle = (code: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((c) => (c === code ? on : chosen.has(c)));
    form.setValue('orgInf.tagIds', next.join(','), { shouldDirty: true });
    form.clearErrors('orgInf.tagIds');
  };
  return (
    <Field inline label="支付通道" htmlFor={id} error={error} required={mode !== 'see'} className="col-span-2">
      <div id={id} className="flex min-h-8 flex-wrap items-center gap-x-4 gap-y-1" role="group" aria-label="支付通道">
        {options.length === 0 && <span className="text-sm text-gray-500">{offered ? '上级无可用通道' : '加载中...'}</span>}
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-1 text-sm text-gray-700">
            <input
              type="checkbox"
              value={o.value}
              checked={chosen.has(o.value)}
              disabled={mode === 'see'}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </Field>
  );
}
