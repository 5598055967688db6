'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Upload } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/progress.css';
import '@/styles/antd/upload.css';
import type { UploadFile, UploadProps } from 'antd';
import { UploadLimits, useUploadField, type FileUploadProps } from './use-upload-field';
import './file-upload.css';

export type { FileUploadProps };

/**
 * The one upload field of the portal (spec section 5 limits, docs/FILES.md): tells the limits before
 * the user picks a file, refuses what is plainly too large or one file too many at once, uploads
 * with real progress (XHR) and shows the server's reason when it refuses, in the page's language.
 * Mount it inside <AntdScope> with the `Files` messages (<IslandMessages namespaces={['Files']}>).
 */
export function FileUpload({ kind, max, value = [], onChange, disabled, replace, label, testId = 'file-upload', onBusyChange }: FileUploadProps) {
  const { t, rule, limit, size, active, failure, full, accept, send, remove } = useUploadField({ kind, max, value, onChange, replace, onBusyChange });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => (accept(file) ? true : Upload.LIST_IGNORE);

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) =>
    send(file as File, { onProgress: (percent) => onProgress?.({ percent }), onSuccess: (stored) => onSuccess?.(stored), onError: (error) => onError?.(error) });

  const fileList: UploadFile[] = value.map((f) => ({ uid: f.id, name: f.name, status: 'done', url: f.url }));

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
          remove(removed.uid);
          return false;
        }}
      >
        {!full && (
          <Button icon={<UploadOutlined />} disabled={disabled || active !== null}>
            {label ?? t('upload.choose')}
          </Button>
        )}
      </Upload>
      <UploadLimits kind={kind} size={size} limit={limit} testId={testId} />
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
