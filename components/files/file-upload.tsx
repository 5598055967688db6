'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Upload } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/progress.css';
import '@/styles/antd/upload.css';
import type { UploadFile, UploadProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { fileCalls } from '@/lib/api/calls/files';
import { ApiCallError } from '@/lib/api/client';
import { upload } from '@/lib/api/upload';
import type { StoredFile } from '@/lib/files/contract';
import { formatLimit, KIND_RULES, type FileKind } from '@/lib/files/kinds';
import './file-upload.css';

export interface FileUploadProps {
  /** What the field takes (lib/files/kinds.ts): the server enforces the same limits. */
  kind: FileKind;
  /** At most this many files in the field (default and ceiling: the kind's, 5). */
  max?: number;
  /** The field's files (the record's saved ones plus new uploads). */
  value?: StoredFile[];
  /** Called with the new list after an upload or a removal; the screen saves it with its record. */
  onChange?: (files: StoredFile[]) => void | Promise<void>;
  disabled?: boolean;
  /** With one file allowed: a new upload replaces the current file instead of waiting for its removal (an avatar, a logo). */
  replace?: boolean;
  /** The button's text (default "Choose a file"). */
  label?: string;
  /** Prefix of the test ids: `<id>`, `<id>-limits`, `<id>-progress`, `<id>-error`. */
  testId?: string;
  /** Told when an upload starts and ends, so the screen can hold its save until the file is stored. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The one upload field of the portal (spec section 5 limits, docs/FILES.md): tells the limits before
 * the user picks a file, refuses what is plainly too large or one file too many at once, uploads
 * with real progress (XHR) and shows the server's reason when it refuses, in the page's language.
 * Mount it inside <AntdScope> with the `Files` messages (<IslandMessages namespaces={['Files']}>).
 */
export function FileUpload({ kind, max, value = [], onChange, disabled, replace, label, testId = 'file-upload', onBusyChange }: FileUploadProps) {
  const t = useTranslations('Files');
  const tErrors = useTranslations('Errors');
  const rule = KIND_RULES[kind];
  const limit = Math.max(1, Math.min(max ?? rule.maxPerField, rule.maxPerField));
  const replacing = !!replace && limit === 1;
  const size = formatLimit(rule.maxBytes);
  const [active, setActive] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Several files may finish one after another: each result is added to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const busy = active !== null;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const refuse = (name: string, reason: string) => setFailure(t('upload.failed', { name, reason }));

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > rule.maxBytes) {
      refuse(file.name, t('tooLarge', { max: size }));
      return Upload.LIST_IGNORE;
    }
    if (!replacing && latest.current.length >= limit) {
      refuse(file.name, t('tooManyFiles', { max: limit }));
      return Upload.LIST_IGNORE;
    }
    setFailure(null);
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const picked = file as File;
    setActive({ name: picked.name, percent: 0 });
    upload(fileCalls.upload, { kind }, picked, {
      onProgress: (percent) => {
        setActive({ name: picked.name, percent });
        onProgress?.({ percent });
      },
    })
      .then(async (stored) => {
        onSuccess?.(stored);
        await onChange?.(replacing ? [stored] : [...latest.current, stored]);
      })
      .catch((error: unknown) => {
        refuse(picked.name, error instanceof ApiCallError ? error.message : tErrors('network'));
        onError?.(error as Error);
      })
      .finally(() => setActive(null));
  };

  const fileList: UploadFile[] = value.map((f) => ({ uid: f.id, name: f.name, status: 'done', url: f.url }));
  const full = !replacing && value.length >= limit;

  return (
    <div className="file-upload" data-testid={testId}>
      <Upload
        fileList={fileList}
        accept={rule.extensions.join(',') || undefined}
        multiple={false}
        disabled={disabled || active !== null}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        showUploadList={{ showRemoveIcon: !disabled }}
        onRemove={(removed) => {
          void onChange?.(latest.current.filter((f) => f.id !== removed.uid));
          return false;
        }}
      >
        {!full && (
          <Button icon={<UploadOutlined />} disabled={disabled || active !== null}>
            {label ?? t('upload.choose')}
          </Button>
        )}
      </Upload>
      <p className="file-upload__limits" data-testid={`${testId}-limits`}>
        <span className="file-upload__limits-label">{t('upload.limitsLabel')}:</span> {t(`limits.${kind}`, { size })} · {t('limits.count', { max: limit })}
      </p>
      {active && (
        <div data-testid={`${testId}-progress`} data-percent={active.percent}>
          <span className="file-upload__name">{t('upload.uploading', { name: active.name })}</span>
          <Progress percent={active.percent} size="small" status="active" />
        </div>
      )}
      {failure && <Alert type="error" showIcon title={failure} data-testid={`${testId}-error`} role="alert" />}
    </div>
  );
}
