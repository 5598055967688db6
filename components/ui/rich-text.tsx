import 'server-only';
import { sanitizeRichText } from '@/lib/security/rich-text';

/**
 * Formatted text written by users or administrators, rendered on the server after the render pass
 * of the one sanitiser (lib/security/rich-text.ts); the browser never downloads the sanitiser.
 * `<RichText html={announcement.body} />` in a server component.
 */
export function RichText({ html, className = 'rich-text', testId }: { html: string | null | undefined; className?: string; testId?: string }) {
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
