export function contentSecurityPolicy(source: { nonce?: string; hashes?: string[] }): string;
export function inlineScriptHashes(html: string): string[];
