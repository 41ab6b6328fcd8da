'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { type Control, Controller, type Resolver, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ImageUpload } from '@/components/widgets/image-upload';
import { OrgSearch } from '@/components/widgets/org-search';
import { RecordSearch } from '@/components/widgets/record-search';
import { LengthCount } from '@/components/ui/text-field';
import { refreshLists } from '@/lib/client/refresh';
import { api, ApiError } from '@/lib/client/fetcher';
import { idempotencyKey, isLostAnswer, isReplay, LOST_ANSWER_TEXT, REPLAYED_TEXT, settleIdempotency } from '@/lib/client/idempotency';
import { currentScreen } from '@/lib/client/location';
import { useRefreshRecords, useUpstream } from '@/lib/swr/upstream';
import { useConsoleView } from '@/lib/swr/views';
import { notify } from '@/lib/client/notify';
import { closeDialog, encodeTarget, openDialog } from '@/lib/client/url';
import { useDict } from '@/lib/dict/cache';
import { dictChoices } from '@/lib/filters/rules';
import { dataTypeStep } from '@/lib/dict/data-type';
import { bodyErrors, formResult, fromRecord, noSuccessNotice, toBody } from '@/lib/forms/schema';
import { restate } from '@/lib/forms/restate';
import type { FieldView, FormView } from '@/lib/forms/view';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import { fileImageSrc } from '@/lib/files/file-ref';
import { BatchFailures } from './batch-failures';
import { CascaderField, MultiSelectField } from './form-fields';
import { useKeyLookup } from './use-key-lookup';
import { useLeaveGuard } from './use-leave-guard';
import { BESPOKE_FORMS } from './registry';

type Values = Record<string, string>;

/** react-hook-form over the form's one schema: values → body → check, messages back on the fields. */
function resolverFor(view: FormView, id: string | undefined): Resolver<Values> {
  return async (values) => {
    const body = toBody(view, values, id);
    const errors = bodyErrors(view, body);
    if (!Object.keys(errors).length) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'schema', message }])) };
  };
}

type Option = { value: string; label: string };

/** A lookup's rows as options; a tree (`children`) gives its leaves, labelled by their path. */
function lookupOptions(lookup: NonNullable<FieldView['lookup']>, rows: unknown, path: string[] = []): Option[] {
  const list = Array.isArray(rows)
    ? rows
    : Array.isArray((rows as { data?: unknown } | null)?.data)
      ? (rows as { data: unknown[] }).data
      : [];
  return list.flatMap((row) => {
    const r = row as Record<string, unknown>;
    const label = [...path, String(r[lookup.label] ?? '')];
    const kids = lookup.children ? r[lookup.children] : undefined;
    if (Array.isArray(kids) && kids.length) return lookupOptions(lookup, kids, label);
    const value = String(r[lookup.value] ?? '');
    return [{ value, label: lookup.withValue ? `${label.join(' / ')}（${value}）` : label.join(' / ') }];
  });
}

/** The options each lookup select drew, by field: the confirmation restates a choice by its label. */
type Looked = Record<string, readonly Option[]>;

/**
 * A search picker's choice (organisation, activity group, account), kept for the confirmation:
 * `name（code）`, or the code alone for the form's own record (its key) when the confirmation
 * restates the record's name field itself (a money form's {acctName}, filled by useKeyLookup).
 */
function keepPicked(looked: Looked, view: FormView, key: string, labelKey: string, code: string, name: string): void {
  const named = key === view.idKey && !!view.confirm?.includes(`{${labelKey}}`);
  looked[key] = [{ value: code, label: name && !named ? `${name}（${code}）` : code }];
}

function Choices({
  field,
  looked: drawn,
  ...rest
}: { field: FieldView; looked?: Looked } & Omit<React.ComponentProps<typeof Select>, 'options'>) {
  const fromDict = useDict(field.options || field.lookup ? undefined : field.dict);
  const lookup = field.lookup;
  const { data: looked } = useUpstream<unknown>(
    lookup?.call.path ?? null,
    { pageNum: 1, pageSize: 50, ...lookup?.body },
    { method: lookup?.call.method, silent: true, quiet: true },
  );
  const options = lookup ? lookupOptions(lookup, looked) : (field.options ?? dictChoices(field, fromDict));
  if (lookup && drawn) drawn[field.key] = options;
  return <Select {...rest} options={options} placeholder={`请选择${field.label}`} />;
}

/**
 * A value whose editor follows an option dataType chosen in another field (spec 01 §5, a form's
 * `dataType` rule): a number editor with that type's step (1, 0.01, 0.001, 0.0001), else text.
 */
function DataTypeInput({
  control,
  by,
  registered,
  ...rest
}: { control: Control<Values>; by: string; registered: UseFormRegisterReturn } & React.ComponentProps<typeof Input>) {
  const step = dataTypeStep(useWatch({ control, name: by }));
  const hint = step === null ? undefined : step === 1 ? '请输入整数' : `最多${Math.round(-Math.log10(step))}位小数`;
  return (
    <Input
      {...rest}
      type={step === null ? 'text' : 'number'}
      step={step ?? undefined}
      inputMode={step === null ? undefined : step === 1 ? 'numeric' : 'decimal'}
      placeholder={rest.placeholder ?? hint}
      data-step={step ?? 'text'}
      {...registered}
    />
  );
}

function FormBody({ view, id, record, top }: { view: FormView; id?: string; record: Record<string, unknown> | null; top: boolean }) {
  const refreshRecords = useRefreshRecords();
  const defaults = useMemo(() => fromRecord(view, record), [view, record]);
  const resolver = useMemo(() => resolverFor(view, id), [view, id]);
  const { register, control, handleSubmit, reset, formState, setValue } = useForm<Values>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
  });
  useEffect(() => reset(defaults), [defaults, reset]);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState<string | null>(null);
  const editing = !!id;
  useKeyLookup(view, editing, control, setValue);
  const slot = `form:${view.id}:${id ?? 'new'}`;
  const mayLeave = useLeaveGuard(
    !busy && (formState.isDirty || Object.keys(uploaded).length > 0),
    encodeTarget({ kind: 'form', form: view.id, id }),
  );
  const close = async () => {
    if (top && (await mayLeave())) closeDialog();
  };
  const looked = useRef<Looked>({});

  const submit = handleSubmit(async (values) => {
    // The record the form acts on (its id, when no field holds it) is named too.
    const named = view.idKey && id ? { [view.idKey]: id, ...values } : values;
    if (view.confirm && !(await confirm({ title: NOTICE_TITLE, message: restate(view.confirm, named, view.fields, looked.current) })))
      return;
    const body = toBody(view, values, id);
    setBusy(true);
    let answer: unknown;
    try {
      answer = await api(view.submit.path, {
        body,
        method: view.submit.method,
        encoding: view.submit.kind === 'form' ? 'form' : undefined,
        idempotencyKey: view.submit.idempotent ? idempotencyKey(slot, body) : undefined,
      });
    } catch (error) {
      // Notified; what was typed stays. A refusal settles the operation, a lost answer does not.
      if (error instanceof ApiError && error.status !== -1) settleIdempotency(slot);
      else if (view.submit.idempotent && isLostAnswer(error)) notify({ type: 'warning', message: LOST_ANSWER_TEXT });
      return;
    } finally {
      setBusy(false);
    }
    settleIdempotency(slot);
    const none = noSuccessNotice(answer);
    if (none) {
      // Not one row went through (issue #53): the form stays, with what was typed and the failures listed.
      notify(none);
      setFailures(none.message);
      return;
    }
    setFailures(null);
    const result = view.result ? formResult(view.result, answer) : null;
    notify(
      view.submit.idempotent && isReplay(answer)
        ? { type: 'info', message: REPLAYED_TEXT }
        : { type: 'success', message: result?.notice ?? view.success },
    );
    // Every list on screen shows the change.
    refreshRecords();
    refreshLists();
    if (top) closeDialog();
    // The answer's record (a batch and its per-row results) opens where the form was.
    if (top && result?.dialog) openDialog(result.dialog);
  });

  return (
    <Dialog
      open
      modalLock
      onOpenChange={(open) => !open && void close()}
      title={editing ? view.editTitle : view.title}
      width={view.width}
      footer={
        <>
          <Button onClick={() => void close()}>取消</Button>
          <Button variant="primary" loading={busy} onClick={submit} data-testid="form-submit">
            确定
          </Button>
        </>
      }
    >
      {failures && <BatchFailures summary={failures} />}
      <form noValidate onSubmit={submit} className="grid grid-cols-2 gap-x-6 gap-y-1" data-form={view.id}>
        {view.fields.map((f) => {
          const fid = `form-${view.id}-${f.key}`;
          const error = formState.errors[f.key]?.message;
          const locked = f.readOnly === true || (f.readOnly === 'edit' && editing);
          const common = { id: fid, invalid: !!error, disabled: locked, placeholder: f.placeholder };
          const byType = view.rules.find((r) => r.kind === 'dataType' && r.field === f.key);
          let input: React.ReactNode;
          if (byType?.kind === 'dataType')
            input = <DataTypeInput {...common} control={control} by={byType.by} maxLength={f.maxLength} registered={register(f.key)} />;
          else if (f.type === 'cascader' || f.type === 'multiSelect') {
            const Widget = f.type === 'cascader' ? CascaderField : MultiSelectField;
            input = (
              <Controller
                control={control}
                name={f.key}
                render={({ field }) => (
                  <Widget id={fid} field={f} value={field.value ?? ''} onChange={field.onChange} invalid={!!error} disabled={locked} />
                )}
              />
            );
          } else if (f.type === 'org' && !locked)
            input = (
              <Controller
                control={control}
                name={f.key}
                render={({ field }) => (
                  <OrgSearch
                    id={fid}
                    value={field.value ?? ''}
                    roleType={view.roleType}
                    productCode={view.productCode}
                    placeholder={f.placeholder}
                    onSelect={(_emit, row) => {
                      const code = String(row.orgCode ?? '');
                      keepPicked(looked.current, view, f.key, 'orgName', code, String(row.orgName ?? ''));
                      field.onChange(code);
                    }}
                    onClear={() => field.onChange('')}
                  />
                )}
              />
            );
          else if ((f.type === 'activityGroup' || f.type === 'account') && f.lookup?.search && !locked) {
            const lookup = f.lookup;
            input = (
              <Controller
                control={control}
                name={f.key}
                render={({ field }) => (
                  <RecordSearch
                    id={fid}
                    lookup={lookup}
                    value={field.value ?? ''}
                    placeholder={f.placeholder}
                    onSelect={(code, name) => {
                      keepPicked(looked.current, view, f.key, lookup.label, code, name);
                      field.onChange(code);
                    }}
                    onClear={() => field.onChange('')}
                  />
                )}
              />
            );
          } else if (f.type === 'select')
            input = <Choices field={f} looked={looked.current} {...register(f.key)} id={fid} invalid={!!error} disabled={locked} />;
          else if (f.type === 'textarea')
            input = (
              <textarea
                id={fid}
                rows={3}
                maxLength={f.maxLength}
                disabled={locked}
                aria-invalid={!!error || undefined}
                className={`w-full rounded border px-3 py-1.5 text-sm outline-none focus:border-brand ${error ? 'border-danger' : 'border-gray-300'}`}
                {...register(f.key)}
              />
            );
          else if (f.type === 'switch')
            input = (
              <Controller
                control={control}
                name={f.key}
                render={({ field }) => (
                  <input
                    id={fid}
                    type="checkbox"
                    role="switch"
                    aria-checked={field.value === '1'}
                    disabled={locked}
                    checked={field.value === '1'}
                    onChange={(e) => field.onChange(e.target.checked ? '1' : '0')}
                    className="mt-2 h-4 w-4"
                  />
                )}
              />
            );
          else if (f.type === 'image' && f.upload)
            input = (
              <Controller
                control={control}
                name={f.key}
                render={({ field }) => (
                  <ImageUpload
                    label={f.label}
                    editable={!locked}
                    value={
                      field.value
                        ? { fileId: field.value, wanFullUri: uploaded[f.key] ?? fileImageSrc(String(field.value), currentScreen()) }
                        : null
                    }
                    custFileGroup={f.upload!.custFileGroup}
                    custFileTag={f.upload!.custFileTag}
                    fileType={f.upload!.fileType}
                    maxBytes={f.upload!.maxBytes}
                    accept={f.upload!.accept}
                    onUploaded={(d) => {
                      // The tile keeps showing what was just uploaded (the record knows only older files).
                      setUploaded((u) => ({ ...u, [f.key]: d.wanFullUri ?? '' }));
                      field.onChange(d.fileId);
                    }}
                    onCleared={() => field.onChange('')}
                  />
                )}
              />
            );
          else {
            const type =
              f.type === 'password' ? 'password' : f.type === 'date' ? 'date' : f.type === 'datetime' ? 'datetime-local' : 'text';
            const inputMode = f.type === 'money' || f.type === 'number' ? 'decimal' : undefined;
            input = (
              <Input
                {...common}
                type={type}
                inputMode={inputMode}
                maxLength={f.maxLength}
                step={f.type === 'datetime' ? 1 : undefined}
                {...register(f.key)}
              />
            );
          }
          return (
            <Field
              inline
              key={f.key}
              label={f.type === 'money' ? `${f.label}(元)` : f.label}
              htmlFor={fid}
              error={error}
              required={f.required}
              className={f.span === 2 ? 'col-span-2' : ''}
              counter={
                (f.type === 'text' || f.type === 'textarea') && f.maxLength && !locked ? (
                  <LengthCount control={control} name={f.key} max={f.maxLength} />
                ) : undefined
              }
            >
              {input}
            </Field>
          );
        })}
      </form>
    </Dialog>
  );
}

/** One open form (from the URL): its server-side view, and in edit mode the record it edits. */
export function FormDialog({ form, id, top }: { form: string; id?: string; top: boolean }) {
  const { data: view, error } = useConsoleView<FormView>('form', form);
  // A bespoke form loads its own record; a load by path id (`GET /…/{id}`) carries the id in the path.
  const load = view?.load && id && view.idKey && !view.component ? view.load : null;
  const byPath = load?.path.includes('{id}');
  const { data: record, isLoading } = useUpstream<Record<string, unknown> | null>(
    load ? (byPath ? load.path.replace('{id}', encodeURIComponent(id!)) : load.path) : null,
    load && !byPath ? { [view!.idKey!]: id } : {},
    { method: load?.method, quiet: true },
  );
  if (error) {
    if (top) queueMicrotask(closeDialog);
    return null;
  }
  if (!view || (load && isLoading)) return null;
  if (view.component) {
    const Bespoke = Object.hasOwn(BESPOKE_FORMS, view.component) ? BESPOKE_FORMS[view.component] : null;
    return Bespoke ? <Bespoke view={view} id={id} top={top} /> : null;
  }
  return <FormBody view={view} id={id} record={(record as Record<string, unknown>) ?? null} top={top} />;
}
