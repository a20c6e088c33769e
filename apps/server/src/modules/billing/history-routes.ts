import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BillingHistory, INVOICE_NUMBER_PATTERN } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { PAGE_ROUTE } from '../../http/security-headers';
import { requireUser } from '../auth/authenticate';
import { RECEIPT_NOT_FOUND, billingHistory, receiptOf } from './history';
import { receiptPage } from './receipt-page';
import { receiptPdf } from './receipt-pdf';

const PDF_SUFFIX = '.pdf';

/** `SW-2026-000001` asks for the printable page, `SW-2026-000001.pdf` for the PDF. */
function parseReceiptFile(file: string): { invoiceNumber: string; pdf: boolean } {
  const pdf = file.endsWith(PDF_SUFFIX);
  const invoiceNumber = pdf ? file.slice(0, -PDF_SUFFIX.length) : file;
  if (!INVOICE_NUMBER_PATTERN.test(invoiceNumber)) {
    throw new AppError(404, RECEIPT_NOT_FOUND.code, RECEIPT_NOT_FOUND.message);
  }
  return { invoiceNumber, pdf };
}

/** The signed-in user's payments and, for each, a printable receipt and its PDF. */
export const billingHistoryRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get(
    '/billing/history',
    { schema: { response: { 200: BillingHistory } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return billingHistory(ctx, user.id);
    },
  );

  app.get(
    '/billing/receipts/:file',
    { config: PAGE_ROUTE, schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      const { invoiceNumber, pdf } = parseReceiptFile(request.params.file);
      const receipt = await receiptOf(ctx, user.id, invoiceNumber);
      const { supportEmail } = ctx.config;
      void reply.header('Cache-Control', 'no-store');
      if (pdf) {
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${invoiceNumber}.pdf"`)
          .send(Buffer.from(await receiptPdf(receipt, supportEmail)));
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(receiptPage(receipt, { supportEmail, pdfHref: `${invoiceNumber}${PDF_SUFFIX}` }));
    },
  );
  done();
};
