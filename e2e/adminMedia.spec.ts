// The admin page's Media section (docs/media.md "Processing"): an uploaded image is listed with its
// status, and the page's buttons hold it in PROCESSING, fail it and release it, as the admin API does.
import { test, expect, ADA } from './fixtures';

test('the admin page lists media and holds, fails and releases one', async ({ page, mock, request }) => {
  // The LinkedIn-Version active at the service's clock (admin.linkedInVersion, docs/v2.md), never one computed here.
  const token = mock.admin.issueToken({ memberId: ADA.id, scopes: ['w_member_social'] }).access_token;
  const headers = { authorization: `Bearer ${token}`, 'linkedin-version': mock.admin.linkedInVersion().version, 'x-restli-protocol-version': '2.0.0' };
  const init = await request.post(`${mock.url}/rest/images?action=initializeUpload`, { headers, data: { initializeUploadRequest: { owner: `urn:li:person:${ADA.id}` } } });
  const { uploadUrl, image } = (await init.json()).value;
  expect((await request.put(uploadUrl, { headers: { authorization: `Bearer ${token}` }, data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })).status()).toBe(201);

  await page.goto(`${mock.url}/__admin/`);
  const row = page.locator('#media-rows tr', { hasText: image });
  await expect(row.locator('td').nth(3)).toHaveText('AVAILABLE');
  await row.getByRole('button', { name: 'Hold' }).click();
  await expect(row.locator('td').nth(3)).toHaveText('PROCESSING (held)');
  await row.getByRole('button', { name: 'Fail' }).click();
  await expect(row.locator('td').nth(3)).toHaveText('PROCESSING_FAILED (held): Media processing failed.');
  await row.getByRole('button', { name: 'Release' }).click();
  await expect(row.locator('td').nth(3)).toHaveText('AVAILABLE');
  expect(mock.admin.media()).toEqual([expect.objectContaining({ urn: image, status: 'AVAILABLE', held: false })]);
});
