import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { donationReceipt } from '../testing/donation-fixtures';
import {
  donationReceiptQueryOptions,
  getDonationReceipt,
  RECEIPT_POLL_INTERVAL_MS,
  receiptPollInterval,
} from './donation-receipt';

describe('GET /donations/{reference}', () => {
  it('reads the receipt of the reference, escaped in the path', async () => {
    const fetchMock = mockApi({ 'GET /donations/a%2Fb': donationReceipt({ reference: 'a/b' }) });

    const receipt = await getDonationReceipt('a/b');

    expect(receipt.reference).toBe('a/b');
    expect(receipt.target).toEqual({ type: 'fundraiser', id: 77, name: 'Run for Water' });
    expect(calledPaths(fetchMock)).toEqual(['GET /donations/a%2Fb']);
  });

  it('answers a 404 as an ApiError with that status', async () => {
    mockApi({ 'GET /donations/nope': reply(404, { message: 'Donation not found.' }) });

    const error: unknown = await getDonationReceipt('nope').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('refuses an answer that is not a receipt', async () => {
    mockApi({ 'GET /donations/x': { reference: 'x', status: 'sort of paid' } });

    await expect(getDonationReceipt('x')).rejects.toThrow('Unexpected response from the server');
  });

  it('keys each reference apart', () => {
    expect(donationReceiptQueryOptions('a').queryKey).not.toEqual(
      donationReceiptQueryOptions('b').queryKey,
    );
  });

  it('polls every 2 s only while the donation is open and polling is on', () => {
    expect(RECEIPT_POLL_INTERVAL_MS).toBe(2000);
    expect(receiptPollInterval({ status: 'open' }, true)).toBe(2000);
    expect(receiptPollInterval({ status: 'open' }, false)).toBe(false);
    expect(receiptPollInterval({ status: 'paid' }, true)).toBe(false);
    expect(receiptPollInterval({ status: 'failed' }, true)).toBe(false);
    expect(receiptPollInterval(undefined, true)).toBe(false);
  });
});
