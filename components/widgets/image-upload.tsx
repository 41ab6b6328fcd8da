'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/client/notify';
import { uploadFile } from '@/lib/client/upload';
import { compressImage, previewSrc } from '@/lib/widgets/image';
import {
  acceptAttribute,
  buildUploadForm,
  exceedsLimit,
  FILE_UPLOAD_PATH,
  IMAGE_TYPE_WARNING,
  isAcceptedImage,
  sizeLimitText,
  uploadFormFields,
  uploadNotice,
  type ImageAccept,
} from '@/lib/widgets/upload';

export interface UploadedImage {
  fileId?: string;
  wanFullUri?: string;
  fileName?: string;
}

export interface ImageUploadProps {
  value?: UploadedImage | null;
  /** Add/edit mode: uploading and clearing are possible; view mode only shows. */
  editable: boolean;
  custFileGroup: string;
  /** Tag prefix, e.g. 2001 for an ID front; sent as tag@timestamp for a new file. */
  custFileTag: string;
  fileType: string | number;
  memberId?: string | null;
  accept?: ImageAccept;
  /** Refused before any call when larger (the logo upload: 2 MB). */
  maxBytes?: number;
  /** Shown as a 下载授权模板 link. */
  templateUrl?: string;
  /** Accessible name of the tile, e.g. 身份证正面. */
  label?: string;
  onUploaded: (data: Required<Pick<UploadedImage, 'fileId'>> & UploadedImage) => void;
  onCleared: () => void;
}

type Phase = 'idle' | 'loading' | 'success' | 'failure';

/** Spec 01 §2 item 6: one image with preview, clear, view-large and an optional template link. */
export function ImageUpload({
  value,
  editable,
  custFileGroup,
  custFileTag,
  fileType,
  memberId,
  accept = 'image',
  maxBytes,
  templateUrl,
  label = '图片',
  onUploaded,
  onCleared,
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [shown, setShown] = useState<UploadedImage | null>(value ?? null);
  const [large, setLarge] = useState(false);

  // The parent owns the record: a reset or a newly loaded record replaces what is shown.
  const valueKey = `${value?.fileId ?? ''}|${value?.wanFullUri ?? ''}`;
  const [seenKey, setSeenKey] = useState(valueKey);
  if (valueKey !== seenKey) {
    setSeenKey(valueKey);
    setShown(value ?? null);
  }

  const shownSrc = previewSrc(shown?.wanFullUri);
  // A stored file the upstream no longer knows (its look-up answers 404): the tile says the file is
  // missing and offers the upload, the rest of the form as it was (issue #53, an app video).
  const [broken, setBroken] = useState<string | null>(null);
  const missing = !!shownSrc && broken === shownSrc;
  const src = missing ? undefined : shownSrc;
  const video = accept === 'video';
  // The file this tile just uploaded is there, whatever the browser makes of it.
  const uploaded = useRef('');
  // A stored file the browser cannot fetch is missing. A video it fetched but cannot play (a codec
  // this browser lacks: a decode or demuxer error) is there, and stays on show.
  const onMediaError = (failed: string, error: MediaError | null) => {
    if (failed === uploaded.current) return;
    if (error && (error.code === error.MEDIA_ERR_DECODE || /DEMUXER|DECODE/i.test(error.message))) return;
    setBroken(failed);
  };

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isAcceptedImage(file, accept)) {
      notify({ type: 'warning', message: IMAGE_TYPE_WARNING[accept] });
      return;
    }
    if (exceedsLimit(file.size, maxBytes)) {
      notify({ type: 'warning', message: sizeLimitText(maxBytes!, accept) });
      return;
    }
    setPhase('loading');
    // Images are compressed to about 1000 KB (spec 01 §5); a video goes as it is.
    const ready = video ? file : await compressImage(file).catch(() => file);
    const fields = uploadFormFields({ custFileGroup, custFileTag, fileType, memberId, fileId: value?.fileId });
    const result = await uploadFile<UploadedImage>(FILE_UPLOAD_PATH, buildUploadForm(ready, ready.name, fields));
    const notice = uploadNotice(result);
    if (notice) notify(notice);
    if (result.kind === 'ok' && result.data?.fileId) {
      setPhase('success');
      uploaded.current = previewSrc(result.data.wanFullUri);
      setShown(result.data);
      onUploaded({ ...result.data, fileId: result.data.fileId });
    } else {
      setPhase(result.kind === 'session' ? 'idle' : 'failure');
    }
  }

  function clear() {
    setShown(null);
    setPhase('idle');
    onCleared();
  }

  const loading = phase === 'loading';
  return (
    <div className="inline-flex flex-col gap-1" data-phase={phase}>
      <div className="relative h-28 w-40 overflow-hidden rounded border border-dashed border-gray-300 bg-gray-50">
        {src && video ? (
          // biome-ignore lint/a11y/useMediaCaption: a teaching video's preview; the app carries its captions
          <video
            src={src}
            controls
            preload="metadata"
            aria-label={shown?.fileName || label}
            className="h-full w-full bg-black"
            onError={(e) => onMediaError(src, e.currentTarget.error)}
          />
        ) : src ? (
          // A plain <img>: upstream files through the proxy, not static assets for next/image.
          <img src={src} alt={shown?.fileName || label} className="h-full w-full object-contain" onError={() => onMediaError(src, null)} />
        ) : missing && !editable ? (
          <div className="flex h-full w-full items-center justify-center text-xs text-danger" data-file-missing>
            {label}文件不存在
          </div>
        ) : editable ? (
          <button
            type="button"
            disabled={loading}
            onClick={() => input.current?.click()}
            className="flex h-full w-full flex-col items-center justify-center text-gray-500 hover:text-brand disabled:cursor-wait"
          >
            <span className="text-3xl leading-none">+</span>
            <span className="mt-1 text-xs">上传{label}</span>
            {missing && (
              <span className="mt-1 text-xs text-danger" data-file-missing>
                原文件不存在，请重新上传
              </span>
            )}
          </button>
        ) : (
          <div className="flex h-full w-full items-center justify-center text-xs text-gray-500">{video ? '暂无视频' : '暂无图片'}</div>
        )}
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70 text-xs text-gray-600" role="status">
            上传中…
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {src && !video && (
          <Button variant="text" size="sm" onClick={() => setLarge(true)}>
            查看大图
          </Button>
        )}
        {editable && src && (
          <>
            <Button variant="text" size="sm" disabled={loading} onClick={() => input.current?.click()}>
              重新上传
            </Button>
            <Button variant="text" size="sm" disabled={loading} onClick={clear}>
              清除
            </Button>
          </>
        )}
        {templateUrl && (
          <a href={templateUrl} className="px-1 text-xs text-brand hover:underline" download>
            下载授权模板
          </a>
        )}
        {phase === 'failure' && <span className="text-xs text-danger">上传失败</span>}
      </div>
      {editable && (
        <input
          ref={input}
          type="file"
          accept={acceptAttribute(accept)}
          className="hidden"
          aria-label={`上传${label}`}
          onChange={onChange}
        />
      )}
      <Dialog open={large} onOpenChange={setLarge} title={shown?.fileName || label} width="900px">
        {src && <img src={src} alt={shown?.fileName || label} className="mx-auto max-h-[65vh] max-w-full object-contain" />}
      </Dialog>
    </div>
  );
}
