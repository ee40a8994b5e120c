import { DELIVERY_NOTE_MESSAGES, KITCHEN_MESSAGES } from '@app/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The kitchen ticket (issue 26): laid out for an 80 or 58 mm thermal roll, checked in Chromium's
 * own PDF of the print stylesheet; printed from the board by hand, and automatically once per order.
 */
test.slow();

const MM_IN_PT = 72 / 25.4;

/** The first page's width and height in millimetres, read from the PDF's MediaBox. */
function pageSizeMm(pdf: Buffer): { width: number; height: number } {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('the PDF has no MediaBox');
  return { width: Number(box[1]) / MM_IN_PT, height: Number(box[2]) / MM_IN_PT };
}

/** The page signed in as the kitchen's owner (the API context's session cookie). */
async function asOwner(page: Page, owner: APIRequestContext) {
  await page.context().addCookies((await owner.storageState()).cookies);
}

test('the ticket prints on an 80 mm or a 58 mm roll, as long as its lines, with the note and the QR', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name: `Ticket Tiffin ${unique()}`,
    address: '7, 3rd Avenue, Anna Nagar, Chennai',
    location: { lat: 13.0878, lng: 80.2101 },
    cuisine: ['South Indian'],
    dish: { name: 'Ghee Pongal', price: 160 },
  });
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const id = await paidAcceptedOrder(customer, kitchen, {
    quantity: 3,
    deliveryInfo: { note: 'Ring the bell' },
  });
  await asOwner(page, kitchen.owner);

  await page.goto(`/kitchen-ticket/${id}?width=80`);
  const ticket = page.getByRole('article', { name: KITCHEN_MESSAGES.ticketTitle(id.slice(0, 8)) });
  await expect(ticket).toContainText('3×Ghee Pongal');
  await expect(ticket).toContainText(DELIVERY_NOTE_MESSAGES.shown('Ring the bell'));
  await expect(ticket.getByRole('img', { name: `Order ${id.slice(0, 8)}` })).toBeVisible();
  const wide = await page.pdf({
    preferCSSPageSize: true,
    printBackground: true,
    path: test.info().outputPath('ticket-80mm.pdf'),
  });
  const w80 = pageSizeMm(wide);
  expect(w80.width).toBeCloseTo(80, 0);
  // One page as long as the ticket: no page breaks on a roll, no metre of blank paper.
  expect(w80.height).toBeGreaterThan(40);
  expect(w80.height).toBeLessThan(200);

  await page.goto(`/kitchen-ticket/${id}?width=58`);
  await expect(ticket).toContainText('Ghee Pongal');
  const narrow = await page.pdf({
    preferCSSPageSize: true,
    printBackground: true,
    path: test.info().outputPath('ticket-58mm.pdf'),
  });
  expect(pageSizeMm(narrow).width).toBeCloseTo(58, 0);
});

test('the board prints a ticket by hand, and auto-prints each accepted order once', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name: `Ticket Board ${unique()}`,
    address: '9, 3rd Avenue, Anna Nagar, Chennai',
    location: { lat: 13.0878, lng: 80.2101 },
    cuisine: ['South Indian'],
    dish: { name: 'Rava Dosa', price: 120 },
  });
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const byHand = await paidAcceptedOrder(customer, kitchen);
  await asOwner(page, kitchen.owner);
  await page.goto('/restaurant-orders');
  const firstAsk = (orderId: string) =>
    kitchen.owner.post(`/api/orders/${orderId}/ticket`, { data: { reprint: false } }).then((r) => r.json());

  await page.getByRole('button', { name: KITCHEN_MESSAGES.printTicketFor(byHand.slice(0, 8)) }).click();
  await expect(page.getByText(KITCHEN_MESSAGES.ticketPrinted)).toHaveCount(1);
  expect((await firstAsk(byHand)).print).toBe(false); // recorded: auto-print will not print it again

  await page.getByRole('switch', { name: KITCHEN_MESSAGES.autoPrint }).check();
  const accepted = await paidAcceptedOrder(customer, kitchen);
  // The board hears of it live and prints it, without a tap.
  await expect(page.getByText(KITCHEN_MESSAGES.ticketPrinted)).toHaveCount(2, { timeout: 20_000 });
  expect((await firstAsk(accepted)).print).toBe(false);
  await shootAt390(page, test.info(), 'board-tickets');
});
