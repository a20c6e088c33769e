import { z } from 'zod';

/** Request and response shapes of the OneDrive API (words in onedrive-rules.ts). */

/** Whether the user's Microsoft account is connected, and which account it is. */
export const OneDriveConnection = z.object({
  connected: z.boolean(),
  /** The account's sign-in name, e.g. ada@contoso.com; null when not connected. */
  account: z.string().nullable(),
});
export type OneDriveConnection = z.infer<typeof OneDriveConnection>;

/** Where to send the browser to connect: Microsoft's consent, with a fresh state. */
export const ConnectMicrosoftRequest = z.object({
  /** A path of this app to come back to, e.g. the pair page; the dashboard when absent. */
  returnTo: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[\w\-/]*$/)
    .optional(),
});
export type ConnectMicrosoftRequest = z.infer<typeof ConnectMicrosoftRequest>;

export const ConnectMicrosoftResponse = z.object({ authorizeUrl: z.url() });
export type ConnectMicrosoftResponse = z.infer<typeof ConnectMicrosoftResponse>;

/** What Microsoft sends back to the connection's callback. */
export const MicrosoftCallbackQuery = z.object({
  code: z.string().max(8192).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

export const OneDriveFile = z.object({
  id: z.string(),
  name: z.string(),
  webUrl: z.string(),
  lastModified: z.iso.datetime().nullable(),
});
export type OneDriveFile = z.infer<typeof OneDriveFile>;

export const OneDriveFileList = z.object({ files: z.array(OneDriveFile) });
export type OneDriveFileList = z.infer<typeof OneDriveFileList>;

/** Links a pair's Excel side to a OneDrive item: picked from the list, or a pasted link. */
export const LinkOneDriveRequest = z.union([
  z.strictObject({ itemId: z.string().min(1).max(200) }),
  z.strictObject({ url: z.string().trim().min(1).max(4096) }),
]);
export type LinkOneDriveRequest = z.infer<typeof LinkOneDriveRequest>;

/** A pair's Excel side: the uploaded workbook (see SyncPair.workbook), or a OneDrive item. */
export const WorkbookSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upload') }),
  z.object({
    kind: z.literal('onedrive'),
    itemId: z.string(),
    name: z.string(),
    webUrl: z.string(),
  }),
]);
export type WorkbookSource = z.infer<typeof WorkbookSource>;
