import type { AddressInput, InvoiceTitleInput } from './account-schemas';
import type { SessionAnswer } from './auth';
import { get, post } from './client';

/** Typed calls of the personal centre: profile, security changes, addresses, invoice titles. */
export interface Profile {
  id: number;
  userName: string;
  loginName: string | null;
  fullName: string | null;
  email: string | null;
  mobile: string;
  accountType: string;
  role: string;
  userLevel: number;
  companyName: string | null;
  groupName: string | null;
  wxBound: boolean;
  wxNickname: string | null;
  hasPassword: boolean;
  createdAt: string;
}

export interface Address extends Omit<AddressInput, 'id' | 'isDefault'> {
  id: number;
  isDefault: boolean;
}

export interface InvoiceTitle extends Omit<InvoiceTitleInput, 'id' | 'isDefault'> {
  id: number;
  isDefault: boolean;
}

export interface Region {
  code: string;
  name: string;
  level: number;
}

export const accountApi = {
  getUserInfo: () => get<Profile>('getUserInfo'),
  updateUserInfo: (body: { userName: string; fullName?: string; email?: string }) => post<Profile>('myData/updateUserInfo', body),
  changePassword: (body: { securityCode: string; password: string; confirmPassword: string }) => post<SessionAnswer>('myData/changePassword', body),
  changeMobile: (body: { securityCode: string; newMobile: string; newCode: string }) => post<{ mobile: string }>('myData/changeMobile', body),
  unbindWx: () => post<unknown>('myData/unbindWx', {}),
  getAddress: () => get<Address[]>('user/address/getAddress'),
  saveAddress: (body: Partial<AddressInput>) => post<Address>('user/address/saveAddress', body),
  updateDefault: (id: number) => post<unknown>('user/address/updateDefault', { id }),
  deleteAddress: (id: number) => post<unknown>('user/address/deleteAddress', { id }),
  listRegions: (parentCode?: string) => get<Region[]>('user/address/listRegions', parentCode ? { parentCode } : {}),
  listInvoiceTitle: () => get<InvoiceTitle[]>('user/invoice/listInvoiceTitle'),
  saveInvoiceTitle: (body: Partial<InvoiceTitleInput>) => post<InvoiceTitle>('user/invoice/saveInvoiceTitle', body),
  setDefaultInvoiceTitle: (id: number) => post<unknown>('user/invoice/updateDefault', { id }),
  deleteInvoiceTitle: (id: number) => post<unknown>('user/invoice/deleteInvoiceTitle', { id }),
};
