import 'server-only';
import { z } from 'zod';
import {
  addressSchema,
  changeMobileSchema,
  changePasswordSchema,
  idSchema,
  invoiceTitleSchema,
  regionQuerySchema,
  updateProfileSchema,
} from '@/lib/api/account-schemas';
import { defineEndpoint } from '@/lib/server/api/types';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './addresses';
import { deleteInvoiceTitle, listInvoiceTitles, saveInvoiceTitle, setDefaultInvoiceTitle } from './invoice-titles';
import { changeMobile, changePassword, getProfile, unbindWechat, updateProfile } from './profile';
import { listRegions } from './regions';

const user = { kind: 'user' } as const;

/** Personal basics: profile, security changes, addresses and invoice titles (owner only). */
export const accountEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: 'getUserInfo',
    summary: "The caller's profile (masked mobile, account type, role, company, WeChat binding, permission codes).",
    input: z.object({}),
    access: user,
    handler: ({ db, user: u }) => getProfile(db, u!.id),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'myData/updateUserInfo',
    summary: 'Updates display name, full name and email of the caller.',
    input: updateProfileSchema,
    access: user,
    handler: ({ db, user: u, input }) => updateProfile(db, u!.id, input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'myData/changePassword',
    summary: 'New password behind security verification (security SMS code); revokes every session and answers a new one.',
    input: changePasswordSchema,
    access: user,
    handler: ({ db, user: u, input, request }) => changePassword(db, u!.id, input, request),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'myData/changeMobile',
    summary: 'New mobile number behind security verification (security code on the old number, change code on the new one).',
    input: changeMobileSchema,
    access: user,
    handler: ({ db, user: u, input }) => changeMobile(db, u!.id, input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'myData/unbindWx',
    summary: 'Removes the WeChat binding of the caller.',
    input: z.object({}),
    access: user,
    handler: async ({ db, user: u }) => {
      await unbindWechat(db, u!.id);
      return null;
    },
  }),
  defineEndpoint({
    method: 'GET',
    path: 'user/address/getAddress',
    summary: "The caller's delivery addresses, the default first.",
    input: z.object({}),
    access: user,
    handler: ({ db, user: u }) => listAddresses(db, u!.id),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'user/address/saveAddress',
    summary: 'Creates (no id) or updates (own id) a delivery address; at most 20.',
    input: addressSchema,
    access: user,
    handler: ({ db, user: u, input }) => saveAddress(db, u!.id, input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'user/address/updateDefault',
    summary: 'Makes one of the caller\'s addresses the default.',
    input: idSchema,
    access: user,
    handler: async ({ db, user: u, input }) => {
      await setDefaultAddress(db, u!.id, input.id);
      return null;
    },
  }),
  defineEndpoint({
    method: 'POST',
    path: 'user/address/deleteAddress',
    summary: 'Deletes one of the caller\'s addresses.',
    input: idSchema,
    access: user,
    handler: async ({ db, user: u, input }) => {
      await deleteAddress(db, u!.id, input.id);
      return null;
    },
  }),
  defineEndpoint({
    method: 'GET',
    path: 'user/address/listRegions',
    summary: 'Provinces, or the cities / counties below parentCode, for the address picker.',
    input: regionQuerySchema,
    access: { kind: 'public' },
    handler: ({ db, input, locale }) => listRegions(db, input.parentCode, locale),
  }),
  defineEndpoint({
    method: 'GET',
    path: 'user/invoice/listInvoiceTitle',
    summary: "The caller's invoice titles (personal or enterprise), the default first.",
    input: z.object({}),
    access: user,
    handler: ({ db, user: u }) => listInvoiceTitles(db, u!.id),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'user/invoice/saveInvoiceTitle',
    summary: 'Creates or updates an invoice title (enterprise: name, tax number, address, telephone, bank account, bank name, email).',
    input: invoiceTitleSchema,
    access: user,
    handler: ({ db, user: u, input }) => saveInvoiceTitle(db, u!.id, input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'user/invoice/updateDefault',
    summary: 'Makes one of the caller\'s invoice titles the default.',
    input: idSchema,
    access: user,
    handler: async ({ db, user: u, input }) => {
      await setDefaultInvoiceTitle(db, u!.id, input.id);
      return null;
    },
  }),
  defineEndpoint({
    method: 'POST',
    path: 'user/invoice/deleteInvoiceTitle',
    summary: 'Deletes one of the caller\'s invoice titles.',
    input: idSchema,
    access: user,
    handler: async ({ db, user: u, input }) => {
      await deleteInvoiceTitle(db, u!.id, input.id);
      return null;
    },
  }),
];
