import type { QrScans } from '@cardshop/shared/contracts/qr-codes';
import { useT } from '../../lib/i18n/use-t.tsx';

const CELL = 'border-b border-line py-2';

/**
 * The manage dashboard's QR code section (decision record 34): the scans of the organisation's codes in
 * all, and per campaign (cards sent one at a time together).
 */
export function QrScansSection({ scans }: { scans: QrScans }) {
  const t = useT();
  return (
    <section aria-labelledby="qr-scans" className="mb-10">
      <h2 id="qr-scans" className="mb-4 font-display text-2xl text-ink">
        {t('qr-codes.scans.title')}
      </h2>
      {scans.codes === 0 ? (
        <p className="max-w-2xl text-ink-soft">{t('qr-codes.scans.none')}</p>
      ) : (
        <>
          <p className="text-ink-soft">{t('qr-codes.scans.intro')}</p>
          <p className="mt-2 text-lg font-semibold text-ink">
            {t('qr-codes.scans.total', { count: scans.total })}
          </p>
          <table className="mt-3 w-full max-w-2xl text-left text-sm">
            <thead>
              <tr className="text-ink-soft">
                <th scope="col" className={CELL}>
                  {t('qr-codes.scans.sent-from')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('qr-codes.scans.codes')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('qr-codes.scans.scans')}
                </th>
              </tr>
            </thead>
            <tbody>
              {scans.campaigns.map((row) => (
                <tr key={row.campaignId ?? 'single'}>
                  <th scope="row" className={`${CELL} pr-3 font-medium text-ink`}>
                    {row.campaignId
                      ? t('qr-codes.scans.campaign', { reference: row.campaignId.slice(0, 8) })
                      : t('qr-codes.scans.single')}
                  </th>
                  <td className={`${CELL} text-right tabular-nums`}>{row.codes}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{row.scans}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
