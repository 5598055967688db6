import 'server-only';
import { accountCalls } from '@/lib/account/contract';
import { defineEndpoint, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { saveAvatar } from './avatar';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './addresses';
import { deleteInvoiceTitle, listInvoiceTitles, saveInvoiceTitle, setDefaultInvoiceTitle } from './invoice-titles';
import { changeMobile, changePassword, getProfile, saveEmail, unbindWechat, updateProfile } from './profile';
import { listRegions } from './regions';

/** Personal basics: profile, security changes, addresses and invoice titles (owner only). */
export const accountEndpoints = [
  defineEndpoint(accountCalls.getUserInfo, {
    summary: "The caller's profile (masked mobile, account type, role, company, WeChat binding, permission codes).",
    access: USER,
    handler: ({ db, user }) => getProfile(db, user!.id),
  }),
  defineEndpoint(accountCalls.updateUserInfo, {
    summary: 'Updates display name, full name and email of the caller.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => updateProfile(db, user!.id, input),
  }),
  defineEndpoint(accountCalls.saveEmail, {
    summary: 'Changes the caller’s email alone (spec section 7’s name; updateUserInfo changes it too); an empty text clears it.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => saveEmail(db, user!.id, input.email),
  }),
  defineEndpoint(accountCalls.changePassword, {
    summary: 'New password behind security verification (security SMS code); revokes every session and answers a new one.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input, request }) => changePassword(db, user!.id, input, request),
  }),
  defineEndpoint(accountCalls.changeMobile, {
    summary: 'New mobile number behind security verification (security code on the old number, change code on the new one).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => changeMobile(db, user!.id, input),
  }),
  defineEndpoint(accountCalls.unbindWx, {
    summary: 'Removes the WeChat binding of the caller.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user }) => {
      await unbindWechat(db, user!.id);
      return null;
    },
  }),
  defineEndpoint(accountCalls.saveAvatar, {
    summary: "Makes one of the caller's pending image uploads (SystemManager/fileUpload?kind=image) the profile picture, or removes it (null).",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => ({ avatar: await saveAvatar(db, user!.id, input.fileId) }),
  }),
  defineEndpoint(accountCalls.getAddress, {
    summary: "The caller's delivery addresses, the default first.",
    access: USER,
    handler: ({ db, user }) => listAddresses(db, user!.id),
  }),
  defineEndpoint(accountCalls.saveAddress, {
    summary: 'Creates (no id) or updates (own id) a delivery address; at most 20.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => saveAddress(db, user!.id, input),
  }),
  defineEndpoint(accountCalls.setDefaultAddress, {
    summary: 'Makes one of the caller\'s addresses the default.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => {
      await setDefaultAddress(db, user!.id, input.id);
      return null;
    },
  }),
  defineEndpoint(accountCalls.deleteAddress, {
    summary: 'Deletes one of the caller\'s addresses.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => {
      await deleteAddress(db, user!.id, input.id);
      return null;
    },
  }),
  defineEndpoint(accountCalls.listRegions, {
    summary: 'Provinces, or the cities / counties below parentCode, for the address picker.',
    access: PUBLIC,
    handler: ({ db, input, locale }) => listRegions(db, input.parentCode, locale),
  }),
  defineEndpoint(accountCalls.listInvoiceTitles, {
    summary: "The caller's invoice titles (personal or enterprise), the default first.",
    access: USER,
    handler: ({ db, user }) => listInvoiceTitles(db, user!.id),
  }),
  defineEndpoint(accountCalls.saveInvoiceTitle, {
    summary: 'Creates or updates an invoice title (enterprise: name, tax number, address, telephone, bank account, bank name, email).',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: ({ db, user, input }) => saveInvoiceTitle(db, user!.id, input),
  }),
  defineEndpoint(accountCalls.setDefaultInvoiceTitle, {
    summary: 'Makes one of the caller\'s invoice titles the default.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => {
      await setDefaultInvoiceTitle(db, user!.id, input.id);
      return null;
    },
  }),
  defineEndpoint(accountCalls.deleteInvoiceTitle, {
    summary: 'Deletes one of the caller\'s invoice titles.',
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => {
      await deleteInvoiceTitle(db, user!.id, input.id);
      return null;
    },
  }),
];
