'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { fileCalls } from '@/lib/api/calls/files';
import { ApiCallError } from '@/lib/api/client';
import { upload } from '@/lib/api/upload';
import type { StoredFile } from '@/lib/files/contract';
import { formatLimit, KIND_RULES, type FileKind } from '@/lib/files/kinds';

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
 * The upload logic of both upload fields (FileUpload with antd, FileField without, docs/FILES.md): the
 * kind's limits, the checks before a file is sent (too large, one file too many), the upload with its
 * progress, the server's reason when it refuses (in the page's language), and the field's new list
 * after an upload or a removal. No antd here: FileField serves the plain screens under the weight budget.
 */
export function useUploadField({ kind, max, value = [], onChange, replace, onBusyChange }: FileUploadProps) {
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

  /** Checks a picked file before it is sent; false (with the reason shown) when it is refused. */
  const accept = (file: File): boolean => {
    if (file.size > rule.maxBytes) {
      refuse(file.name, t('tooLarge', { max: size }));
      return false;
    }
    if (!replacing && latest.current.length >= limit) {
      refuse(file.name, t('tooManyFiles', { max: limit }));
      return false;
    }
    setFailure(null);
    return true;
  };

  /** Uploads an accepted file with its progress, then hands the field's new list to onChange. */
  const send = (file: File, hooks: { onProgress?: (percent: number) => void; onSuccess?: (stored: StoredFile) => void; onError?: (error: Error) => void } = {}) => {
    setActive({ name: file.name, percent: 0 });
    upload(fileCalls.upload, { kind }, file, {
      onProgress: (percent) => {
        setActive({ name: file.name, percent });
        hooks.onProgress?.(percent);
      },
    })
      .then(async (stored) => {
        hooks.onSuccess?.(stored);
        await onChange?.(replacing ? [stored] : [...latest.current, stored]);
      })
      .catch((error: unknown) => {
        refuse(file.name, ApiCallError.is(error) ? error.message : tErrors('network'));
        hooks.onError?.(error as Error);
      })
      .finally(() => setActive(null));
  };

  /** Takes one file out of the field. */
  const remove = (id: string) => void onChange?.(latest.current.filter((f) => f.id !== id));

  return { t, rule, limit, size, active, failure, busy, full: !replacing && value.length >= limit, accept, send, remove };
}

/** The limits line both fields show before a file is picked. */
export function UploadLimits({ kind, size, limit, testId }: { kind: FileKind; size: string; limit: number; testId: string }) {
  const t = useTranslations('Files');
  return (
    <p className="file-upload__limits" data-testid={`${testId}-limits`}>
      <span className="file-upload__limits-label">{t('upload.limitsLabel')}:</span> {t(`limits.${kind}`, { size })} · {t('limits.count', { max: limit })}
    </p>
  );
}
