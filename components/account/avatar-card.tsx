'use client';
import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import '@/styles/antd/avatar.css';
import { useTranslations } from 'next-intl';
import type { Profile } from '@/lib/account/contract';
import type { StoredFile } from '@/lib/files/contract';
import { accountCalls } from '@/lib/api/calls/account';
import { useCallMutation } from '@/lib/api/use-call';
import { FileUpload } from '@/components/files/file-upload';
import { toast } from '@/components/ui/plain/toast';

/** The profile picture on /my/info: one JPG or PNG through the shared upload field, saved at once. */
export function AvatarCard({ profile, onSaved }: { profile: Profile; onSaved: (avatar: StoredFile | null) => void }) {
  const t = useTranslations();
  const saveAvatar = useCallMutation(accountCalls.saveAvatar);

  async function save(files: StoredFile[]) {
    try {
      const { avatar: saved } = await saveAvatar.trigger({ fileId: files[0]?.id ?? null });
      toast.success(t(saved ? 'Account.info.avatarSaved' : 'Account.info.avatarRemoved'));
      onSaved(saved);
    } catch {
      /* toast shown */
    }
  }

  return (
    <section className="my-panel" data-testid="avatar-panel">
      <h2 className="my-panel__title">{t('Account.info.avatar')}</h2>
      <div className="my-avatar">
        <Avatar size={72} src={profile.avatar?.url} icon={<UserOutlined />} alt={t('Account.info.avatar')} data-testid="avatar-image" />
        <FileUpload kind="image" max={1} replace value={profile.avatar ? [profile.avatar] : []} onChange={save} disabled={saveAvatar.isMutating} testId="avatar-upload" />
      </div>
    </section>
  );
}
