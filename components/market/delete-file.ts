'use client';
import { fileCalls } from '@/lib/api/calls/files';
import { request } from '@/lib/api/client';
import { toast } from '@/components/ui/plain/toast';

/**
 * Deletes one of the caller's files through the file service (SystemManager/fileDelete) after the
 * browser's confirmation; the server refuses an attached file (409) and the client shows its reason.
 */
export async function deleteFile(id: string, confirmText: string, doneText: string): Promise<boolean> {
  if (!window.confirm(confirmText)) return false;
  try {
    await request(fileCalls.deleteUpload, { id });
    toast.success(doneText);
    return true;
  } catch {
    return false;
  }
}
