import type { CallInput } from '@/lib/route';
import { accountCalls } from './calls/account';
import { request } from './client';

/** The browser's calls of the personal centre (lib/account/contract.ts). */
type In<C> = CallInput<C>;

export const accountApi = {
  getUserInfo: () => request(accountCalls.getUserInfo),
  updateUserInfo: (body: In<typeof accountCalls.updateUserInfo>) => request(accountCalls.updateUserInfo, body),
  changePassword: (body: In<typeof accountCalls.changePassword>) => request(accountCalls.changePassword, body),
  changeMobile: (body: In<typeof accountCalls.changeMobile>) => request(accountCalls.changeMobile, body),
  unbindWx: () => request(accountCalls.unbindWx, {}),
  saveAvatar: (fileId: string | null) => request(accountCalls.saveAvatar, { fileId }),
  getAddress: () => request(accountCalls.getAddress),
  saveAddress: (body: In<typeof accountCalls.saveAddress>) => request(accountCalls.saveAddress, body),
  updateDefault: (id: number) => request(accountCalls.setDefaultAddress, { id }),
  deleteAddress: (id: number) => request(accountCalls.deleteAddress, { id }),
  listRegions: (parentCode?: string) => request(accountCalls.listRegions, parentCode ? { parentCode } : {}),
  listInvoiceTitle: () => request(accountCalls.listInvoiceTitles),
  saveInvoiceTitle: (body: In<typeof accountCalls.saveInvoiceTitle>) => request(accountCalls.saveInvoiceTitle, body),
  setDefaultInvoiceTitle: (id: number) => request(accountCalls.setDefaultInvoiceTitle, { id }),
  deleteInvoiceTitle: (id: number) => request(accountCalls.deleteInvoiceTitle, { id }),
};
