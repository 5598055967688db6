import { getFormatter, getTranslations } from 'next-intl/server';
import '@/components/cloud/orders/cloud-orders.css';
import { screen } from '@/components/layout/screen';
import { cloudOrderCalls, VERIFY_CODE_PATTERN } from '@/lib/cloud/order-contract';
import { publicGet } from '@/lib/server/entry';

/**
 * /cloud/reportVerify?code=… (issue 15 item 6; not in routes.json): where a delivered report's QR
 * code leads, for anyone without an account. Shows the laboratory, order number, date, items and the
 * SHA-256 of the delivered (stamped) file and of the laboratory's original upload, and a form to type
 * a code by hand.
 */
const page = screen({
  path: '/cloud/reportVerify',
  title: 'Routes.screens.cloud_reportVerify',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const raw = (await searchParams).code;
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    const [t, format] = await Promise.all([getTranslations('CloudOrders'), getFormatter()]);
    const result = VERIFY_CODE_PATTERN.test(code) ? await publicGet(locale, cloudOrderCalls.verifyReport, { code }) : null;
    return (
      <section className="page cloud-page cloud-verify" data-testid="report-verify">
        <h1 className="section-title">{t('verify.title')}</h1>
        <p className="cloud-page__lead">{t('verify.lead')}</p>
        <form method="get" className="cloud-verify__form">
          <label className="field">
            <span className="field__label">{t('ui.verifyCode')}</span>
            <span className="field__control">
              <input className="field__input" name="code" defaultValue={code} maxLength={16} autoComplete="off" spellCheck={false} />
              <button type="submit" className="button">
                {t('verify.check')}
              </button>
            </span>
          </label>
        </form>
        {code && !result ? <p className="cloud-verify__bad">{t('badCode')}</p> : null}
        {result && !result.ok ? (
          <p className="cloud-verify__bad" data-testid="verify-failed">
            {result.msg}
          </p>
        ) : null}
        {result?.ok ? (
          <div className="cloud-verify__ok" data-testid="verify-ok">
            <p className="cloud-verify__genuine">✔ {t('verify.genuine')}</p>
            <table className="data-table">
              <tbody>
                <tr>
                  <th>{t('ui.verifyCode')}</th>
                  <td>{result.data.code}</td>
                </tr>
                <tr>
                  <th>{t('ui.laboratory')}</th>
                  <td data-testid="verify-lab">{result.data.labName}</td>
                </tr>
                <tr>
                  <th>{t('ui.orderNo')}</th>
                  <td data-testid="verify-order">{result.data.orderNo}</td>
                </tr>
                <tr>
                  <th>{t('verify.issuedAt')}</th>
                  <td>{format.dateTime(new Date(result.data.issuedAt), { dateStyle: 'long', timeStyle: 'short' })}</td>
                </tr>
                <tr>
                  <th>{t('ui.items')}</th>
                  <td>{result.data.items.join('; ')}</td>
                </tr>
                <tr>
                  <th>{t('verify.file')}</th>
                  <td>
                    {result.data.fileName} · {format.number(result.data.size)} B
                  </td>
                </tr>
                <tr>
                  <th>{t('ui.sha256')}</th>
                  <td>
                    <code className="cloud-order__hash" data-testid="verify-sha256">
                      {result.data.sha256}
                    </code>
                  </td>
                </tr>
                <tr>
                  <th>{t('ui.originalSha256')}</th>
                  <td>
                    <code className="cloud-order__hash">{result.data.originalSha256}</code>
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="cloud-page__lead">{t('verify.howTo')}</p>
          </div>
        ) : null}
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
