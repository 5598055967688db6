/** What an SMS code may be used for; a code of one purpose never serves another. (No imports: the db schema reads it.) */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'bind', 'change', 'security'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
